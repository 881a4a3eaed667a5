# ruff: noqa  (pasted as submitted to the judge)
from collections import deque


def solution(begin, target, words):
    if target not in words:
        return 0
    dist = {begin: 0}
    q = deque([begin])
    while q:
        w = q.popleft()
        if w == target:
            return dist[w]
        for v in words:
            if v not in dist and sum(a != b for a, b in zip(w, v)) == 1:
                dist[v] = dist[w] + 1
                q.append(v)
    return 0
