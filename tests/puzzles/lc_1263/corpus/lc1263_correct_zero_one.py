# ruff: noqa  (pasted as submitted to the judge)
import collections
from typing import List


class Solution:
    def minPushBox(self, grid: List[List[str]]) -> int:
        m, n = len(grid), len(grid[0])
        pos = {grid[i][j]: (i, j) for i in range(m) for j in range(n) if grid[i][j] in "SBT"}
        s, b, t = pos["S"], pos["B"], pos["T"]
        best = {(s, b): 0}
        dq = collections.deque([(0, s, b)])
        while dq:
            d, p, box = dq.popleft()
            if d > best[(p, box)]:
                continue
            if box == t:
                return d
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                np_ = (p[0] + dr, p[1] + dc)
                if not (0 <= np_[0] < m and 0 <= np_[1] < n) or grid[np_[0]][np_[1]] == "#":
                    continue
                if np_ == box:
                    nb = (box[0] + dr, box[1] + dc)
                    if not (0 <= nb[0] < m and 0 <= nb[1] < n) or grid[nb[0]][nb[1]] == "#":
                        continue
                    if d + 1 < best.get((np_, nb), 1 << 30):
                        best[(np_, nb)] = d + 1
                        dq.append((d + 1, np_, nb))
                elif d < best.get((np_, box), 1 << 30):
                    best[(np_, box)] = d
                    dq.appendleft((d, np_, box))
        return -1
