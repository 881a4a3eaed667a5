# ruff: noqa  (pasted as submitted to the judge)
# "one letter differs" tested on the sets of letters, not position by position:
# "aab" -> "abb" has no new letter, so it is missed (and "abc" -> "bca" counts as none)
from collections import deque


def solution(begin, target, words):
    dist = {begin: 0}
    q = deque([begin])
    while q:
        w = q.popleft()
        if w == target:
            return dist[w]
        for v in words:
            if v not in dist and len(set(v) - set(w)) == 1:
                dist[v] = dist[w] + 1
                q.append(v)
    return 0
