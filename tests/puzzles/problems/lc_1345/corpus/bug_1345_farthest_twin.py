# ruff: noqa: UP006, UP035
# Bug: jumps only to the farthest index holding the same value (greedy), not to every
# one of them.
from collections import deque
from typing import List


class Solution:
    def minJumps(self, arr: List[int]) -> int:
        n = len(arr)
        last = {}
        for i, v in enumerate(arr):
            last[v] = i
        dist = [-1] * n
        dist[0] = 0
        queue = deque([0])
        while queue:
            i = queue.popleft()
            if i == n - 1:
                return dist[i]
            for j in (i - 1, i + 1, last[arr[i]]):
                if 0 <= j < n and dist[j] < 0:
                    dist[j] = dist[i] + 1
                    queue.append(j)
        return -1
