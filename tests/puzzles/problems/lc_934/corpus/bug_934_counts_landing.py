# ruff: noqa: UP006, UP035
# Bug: counts the layers of the BFS including the step onto the other island, one
# more than the 0s flipped.
from collections import deque
from typing import List


class Solution:
    def shortestBridge(self, grid: List[List[int]]) -> int:
        n = len(grid)
        start = next((r, c) for r in range(n) for c in range(n) if grid[r][c] == 1)
        island = {start}
        stack = [start]
        while stack:
            r, c = stack.pop()
            for x, y in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= x < n and 0 <= y < n and grid[x][y] == 1 and (x, y) not in island:
                    island.add((x, y))
                    stack.append((x, y))
        seen = set(island)
        queue = deque((cell, 0) for cell in island)
        while queue:
            (r, c), d = queue.popleft()
            for x, y in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= x < n and 0 <= y < n and (x, y) not in seen:
                    if grid[x][y] == 1:
                        return d + 1
                    seen.add((x, y))
                    queue.append(((x, y), d + 1))
        return -1
