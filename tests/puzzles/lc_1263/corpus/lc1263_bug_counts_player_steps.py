# ruff: noqa  (pasted as submitted to the judge)
# Bug: a BFS over (player, box) that counts every step, walking included.
from collections import deque
from typing import List


class Solution:
    def minPushBox(self, grid: List[List[str]]) -> int:
        m, n = len(grid), len(grid[0])
        pos = {grid[i][j]: (i, j) for i in range(m) for j in range(n) if grid[i][j] in "SBT"}
        s, b, t = pos["S"], pos["B"], pos["T"]
        seen = {(s, b)}
        q = deque([(s, b, 0)])
        while q:
            p, box, d = q.popleft()
            if box == t:
                return d
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                np_ = (p[0] + dr, p[1] + dc)
                if not (0 <= np_[0] < m and 0 <= np_[1] < n) or grid[np_[0]][np_[1]] == "#":
                    continue
                nb = box
                if np_ == box:
                    nb = (box[0] + dr, box[1] + dc)
                    if not (0 <= nb[0] < m and 0 <= nb[1] < n) or grid[nb[0]][nb[1]] == "#":
                        continue
                if (np_, nb) not in seen:
                    seen.add((np_, nb))
                    q.append((np_, nb, d + 1))
        return -1
