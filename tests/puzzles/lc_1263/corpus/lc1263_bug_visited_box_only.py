# ruff: noqa  (pasted as submitted to the judge)
# Bug: the visited set holds the box cell only, not the side the player is on.
from collections import deque
from typing import List


class Solution:
    def minPushBox(self, grid: List[List[str]]) -> int:
        m, n = len(grid), len(grid[0])
        pos = {grid[i][j]: (i, j) for i in range(m) for j in range(n) if grid[i][j] in "SBT"}
        s, b, t = pos["S"], pos["B"], pos["T"]

        def free(r, c):
            return 0 <= r < m and 0 <= c < n and grid[r][c] != "#"

        def reach(src, box):
            seen = {src}
            stack = [src]
            while stack:
                r, c = stack.pop()
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    p = (r + dr, c + dc)
                    if free(*p) and p != box and p not in seen:
                        seen.add(p)
                        stack.append(p)
            return seen

        seen = {b}
        q = deque([(b, s, 0)])
        while q:
            box, me, d = q.popleft()
            if box == t:
                return d
            area = reach(me, box)
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nb = (box[0] + dr, box[1] + dc)
                behind = (box[0] - dr, box[1] - dc)
                if free(*nb) and behind in area and nb not in seen:
                    seen.add(nb)
                    q.append((nb, box, d + 1))
        return -1
