"""Baekjoon 2549: bidirectional breadth-first search over the 24 shifts."""
import sys
from operator import itemgetter

MOVES = [(t, i, k) for t in (1, 2) for i in range(1, 5) for k in range(1, 4)]


def shift(t, i, k):
    p = list(range(16))
    for x in range(4):
        if t == 1:
            p[(i - 1) * 4 + x] = (i - 1) * 4 + (x - k) % 4
        else:
            p[x * 4 + i - 1] = ((x - k) % 4) * 4 + i - 1  # COLUMN
    return p


def expand(frontier, mine, other, steps):
    later = []
    for s in frontier:
        for move, step in steps:
            t = step(s)
            if t not in mine:
                mine[t] = (s, move)
                if t in other:
                    return later, t
                later.append(t)
    return later, None


def path(meet, fwd, bwd):
    head, s = [], meet
    while fwd[s] is not None:
        s, move = fwd[s]
        head.append(move)
    tail, s = [], meet
    while bwd[s] is not None:
        s, (t, i, k) = bwd[s]
        tail.append((t, i, 4 - k))
    return head[::-1] + tail  # ORDER


def fewest(start):
    goal = tuple(range(1, 17))
    if start == goal:
        return []
    steps = [(m, itemgetter(*shift(*m))) for m in MOVES]
    fwd, bwd = {start: None}, {goal: None}
    sides = [([start], fwd, bwd), ([goal], bwd, fwd)]
    while True:
        i = 0 if len(sides[0][0]) <= len(sides[1][0]) else 1
        frontier, mine, other = sides[i]
        later, meet = expand(frontier, mine, other, steps)
        if meet is not None:
            return path(meet, fwd, bwd)
        sides[i] = (later, mine, other)


moves = fewest(tuple(int(x) for x in sys.stdin.read().split()))
print(len(moves))
for t, i, k in moves:
    print(t, i, k)  # PRINT
