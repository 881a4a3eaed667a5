# ruff: noqa  (pasted as submitted to the judge)
from collections import deque
from typing import List


class Solution:
    def minPushBox(self, grid: List[List[str]]) -> int:
        m, n = len(grid), len(grid[0])
        for i in range(m):
            for j in range(n):
                if grid[i][j] == "S":
                    s = (i, j)
                elif grid[i][j] == "B":
                    b = (i, j)
                elif grid[i][j] == "T":
                    t = (i, j)

        def free(r, c):
            return 0 <= r < m and 0 <= c < n and grid[r][c] != "#"

        def can_walk(src, dst, box):
            if src == dst:
                return True
            seen = {src}
            q = deque([src])
            while q:
                r, c = q.popleft()
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    p = (r + dr, c + dc)
                    if p == dst:
                        return True
                    if free(*p) and p != box and p not in seen:
                        seen.add(p)
                        q.append(p)
            return False

        start = (b, s)
        seen = {start}
        q = deque([(b, s, 0)])
        while q:
            box, me, d = q.popleft()
            if box == t:
                return d
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nb = (box[0] + dr, box[1] + dc)
                behind = (box[0] - dr, box[1] - dc)
                if free(*nb) and free(*behind) and (nb, box) not in seen and can_walk(me, behind, box):
                    seen.add((nb, box))
                    q.append((nb, box, d + 1))
        return -1
