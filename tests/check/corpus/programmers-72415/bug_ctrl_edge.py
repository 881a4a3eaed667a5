# BUG: Ctrl+arrow always goes to the edge, over the cards
from collections import deque
from functools import cache
from itertools import permutations

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def solution(board, r, c):
    where = {}
    for i in range(4):
        for j in range(4):
            if board[i][j]:
                where.setdefault(board[i][j], []).append((i, j))

    def ctrl(cards, y, x, dy, dx):
        while 0 <= y + dy < 4 and 0 <= x + dx < 4:
            y, x = y + dy, x + dx
        return y, x

    def presses(cards, start, end):
        dist = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here == end:
                return dist[here]
            y, x = here
            for dy, dx in STEPS:
                arrow = (y + dy, x + dx) if 0 <= y + dy < 4 and 0 <= x + dx < 4 else here
                for there in (arrow, ctrl(cards, y, x, dy, dx)):
                    if there not in dist:
                        dist[there] = dist[here] + 1
                        queue.append(there)

    @cache
    def best(left, cursor):
        if not left:
            return 0
        cards = {cell for face in left for cell in where[face]}  # CARDS
        result = float("inf")
        for face in left:  # FACES
            a, b = where[face]
            for first, second in ((a, b), (b, a)):  # WHICH
                cost = presses(cards, cursor, first) + 1 + presses(cards, first, second) + 1
                result = min(result, cost + best(left - {face}, second))
        return result

    return best(frozenset(where), (r, c))
