# ruff: noqa: UP006, UP035
from collections import defaultdict, deque
from typing import List


class Solution:
    def minJumps(self, arr: List[int]) -> int:
        n = len(arr)
        if n == 1:
            return 0
        same = defaultdict(list)
        for i, v in enumerate(arr):
            same[v].append(i)
        seen = [False] * n
        seen[0] = True
        queue = deque([(0, 0)])
        while queue:
            i, d = queue.popleft()
            nexts = same.pop(arr[i], [])
            for j in [i - 1, i + 1, *nexts]:
                if 0 <= j < n and not seen[j]:
                    if j == n - 1:
                        return d + 1
                    seen[j] = True
                    queue.append((j, d + 1))
        return -1
