# ruff: noqa  (pasted as submitted to the judge)
from collections import deque


def solution(x, y, n):
    dist = {x: 0}
    q = deque([x])
    while q:
        v = q.popleft()
        if v == y:
            return dist[v]
        for w in (v + n, v * 2, v * 3):
            if w <= y and w not in dist:
                dist[w] = dist[v] + 1
                q.append(w)
    return -1
