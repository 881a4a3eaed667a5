"""Programmers 72415, correct: the best order of pairs, with BFS distances for the cursor.

    python cards_ok.py < case.txt     # 4 rows of 4, then "r c"; prints the fewest presses
    solution(board, r, c)
"""

import json
import sys
from collections import deque
from functools import cache

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def ctrl_move(cards, r, c, dr, dc):
    """Ctrl+arrow: on to the nearest card that way, else to the last cell."""
    while 0 <= r + dr < 4 and 0 <= c + dc < 4:
        r, c = r + dr, c + dc
        if (r, c) in cards:
            break
    return r, c


def presses(cards, start, end, ctrl):
    """Fewest arrow and Ctrl+arrow presses from start to end."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == end:
            return dist[here]
        r, c = here
        for dr, dc in STEPS:
            arrow = (r + dr, c + dc) if 0 <= r + dr < 4 and 0 <= c + dc < 4 else here
            for there in (arrow, ctrl(cards, r, c, dr, dc)):
                if there not in dist:
                    dist[there] = dist[here] + 1
                    queue.append(there)
    raise AssertionError("every cell can be reached")


def fewest_presses(board, r, c, ctrl=ctrl_move):
    where = {}
    for i in range(4):
        for j in range(4):
            if board[i][j]:
                where.setdefault(board[i][j], []).append((i, j))

    @cache
    def best(left, cursor):
        if not left:
            return 0
        cards = {cell for face in left for cell in where[face]}
        result = float("inf")
        for face in left:
            a, b = where[face]
            for first, second in ((a, b), (b, a)):
                cost = presses(cards, cursor, first, ctrl) + 1 + \
                    presses(cards, first, second, ctrl) + 1
                result = min(result, cost + best(left - {face}, second))
        return result

    return best(frozenset(where), (r, c))


def solution(board, r, c):
    return fewest_presses(board, r, c)


def main(ctrl=ctrl_move):
    args = json.loads(sys.stdin.read())  # {"board": [[...]], "r": r, "c": c}
    print(fewest_presses(args["board"], args["r"], args["c"], ctrl))


if __name__ == "__main__":
    main()
