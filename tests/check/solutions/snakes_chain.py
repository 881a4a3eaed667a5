"""LeetCode 909 with a classic bug: a ladder that ends on another ladder's start is
followed again (the rules allow one snake or ladder per roll)."""

from snakes_ok import cell, fewest_rolls, follow_once, main


def follow_chain(board, square):
    to = follow_once(board, square)
    if to != square and cell(board, to) != -1:
        to = cell(board, to)
    return to


class Solution:
    def snakesAndLadders(self, board: list[list[int]]) -> int:
        return fewest_rolls(board, follow_chain)


if __name__ == "__main__":
    main(follow_chain)
