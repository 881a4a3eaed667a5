# ruff: noqa  (pasted as submitted to the judge)
# Bug: the car starts facing right, so a first piece going down pays a corner.
import heapq


def solution(board):
    n = len(board)
    best = {(0, 0, 3): 0}
    heap = [(0, 0, 0, 3)]
    while heap:
        g, r, c, d = heapq.heappop(heap)
        if (r, c) == (n - 1, n - 1):
            return g
        if g > best[(r, c, d)]:
            continue
        for k, (dr, dc) in enumerate(((-1, 0), (1, 0), (0, -1), (0, 1))):
            nr, nc = r + dr, c + dc
            if 0 <= nr < n and 0 <= nc < n and board[nr][nc] == 0:
                ng = g + (100 if k == d else 600)
                if ng < best.get((nr, nc, k), 1 << 30):
                    best[(nr, nc, k)] = ng
                    heapq.heappush(heap, (ng, nr, nc, k))
    return -1
