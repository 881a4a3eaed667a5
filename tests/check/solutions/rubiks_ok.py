"""Baekjoon 2549, correct: bidirectional breadth-first search over the 24 shifts.

    python rubiks_ok.py < case.txt     # 4 rows of 4; prints k, then k lines "t i k"
    solution(board)                    # the moves as a list of [t, i, k]
"""

import sys
from operator import itemgetter

MOVES = [(t, i, k) for t in (1, 2) for i in range(1, 5) for k in range(1, 4)]


def shift(t, i, k):
    """Cell q of the new board holds cell p[q] of the old one: row i right by k, or
    column i down by k."""
    p = list(range(16))
    for x in range(4):
        if t == 1:
            p[(i - 1) * 4 + x] = (i - 1) * 4 + (x - k) % 4
        else:
            p[x * 4 + i - 1] = ((x - k) % 4) * 4 + i - 1
    return p


def _expand(frontier, mine, other, steps):
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


def _path(meet, fwd, bwd):
    head, s = [], meet
    while fwd[s] is not None:
        s, move = fwd[s]
        head.append(move)
    tail, s = [], meet
    while bwd[s] is not None:
        s, (t, i, k) = bwd[s]
        tail.append((t, i, 4 - k))  # undo the move that led away from the goal
    return head[::-1] + tail


def fewest_moves(board, perm=shift):
    start = tuple(v for row in board for v in row)
    goal = tuple(range(1, 17))
    if start == goal:
        return []
    steps = [(m, itemgetter(*perm(*m))) for m in MOVES]
    fwd, bwd = {start: None}, {goal: None}
    sides = [([start], fwd, bwd), ([goal], bwd, fwd)]  # grow the smaller frontier
    while sides[0][0] and sides[1][0]:
        i = 0 if len(sides[0][0]) <= len(sides[1][0]) else 1
        frontier, mine, other = sides[i]
        later, meet = _expand(frontier, mine, other, steps)
        if meet is not None:
            return _path(meet, fwd, bwd)
        sides[i] = (later, mine, other)
    return None


def solution(board):
    return [list(m) for m in fewest_moves(board)]


def main(perm=shift):
    rows = [list(map(int, line.split())) for line in sys.stdin.read().split("\n") if line.strip()]
    moves = fewest_moves(rows, perm)
    print(len(moves))
    for t, i, k in moves:
        print(t, i, k)


if __name__ == "__main__":
    main()
