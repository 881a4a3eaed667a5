"""LeetCode 909 as pasted from the site's template: ``List`` is used without an import
(LeetCode provides it; so does fewest's worker)."""

from snakes_ok import fewest_rolls


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:  # noqa: F821
        return fewest_rolls(board)
