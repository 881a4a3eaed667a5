# ruff: noqa: UP006, UP035
# Bug: the BFS starts from the first land cell only, not from the whole island; its
# own island's cells cost nothing but wait in the queue behind water cells, so the
# bridge from the island's far shore is measured too long.
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
        seen = {start}
        queue = deque([(start, 0)])
        while queue:
            (r, c), d = queue.popleft()
            for x, y in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= x < n and 0 <= y < n and (x, y) not in seen:
                    if grid[x][y] == 1 and (x, y) not in island:
                        return d
                    seen.add((x, y))
                    queue.append(((x, y), d + (0 if (x, y) in island else 1)))
        return -1
