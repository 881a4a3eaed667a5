# ruff: noqa  (pasted as submitted to the judge)
import collections
from typing import List


class Solution:
    def minimumMoves(self, grid: List[List[int]]) -> int:
        n = len(grid)

        def ok(r, c):
            return 0 <= r < n and 0 <= c < n and grid[r][c] == 0

        start = ((0, 0), (0, 1))
        goal = ((n - 1, n - 2), (n - 1, n - 1))
        dist = {start: 0}
        q = collections.deque([start])
        while q:
            cur = q.popleft()
            if cur == goal:
                return dist[cur]
            (a, b), (c, d) = cur
            horizontal = a == c
            cand = []
            if ok(a, b + 1) and ok(c, d + 1):
                cand.append(((a, b + 1), (c, d + 1)))
            if ok(a + 1, b) and ok(c + 1, d):
                cand.append(((a + 1, b), (c + 1, d)))
            if horizontal and ok(a + 1, b) and ok(c + 1, d):
                cand.append(((a, b), (a + 1, b)))
            if not horizontal and ok(a, b + 1) and ok(c, d + 1):
                cand.append(((a, b), (a, b + 1)))
            for s in cand:
                if s not in dist:
                    dist[s] = dist[cur] + 1
                    q.append(s)
        return -1
