# ruff: noqa  (pasted as submitted to the judge)
# Bug: a turning piece adds 500 only (the corner), forgetting the piece itself.
import heapq


def solution(board):
    n = len(board)
    INF = float("inf")
    cost = [[[INF] * 4 for _ in range(n)] for _ in range(n)]
    heap = []
    for k, (dr, dc) in enumerate(((-1, 0), (1, 0), (0, -1), (0, 1))):
        r, c = dr, dc
        if 0 <= r < n and 0 <= c < n and board[r][c] == 0:
            cost[r][c][k] = 100
            heapq.heappush(heap, (100, r, c, k))
    while heap:
        g, r, c, d = heapq.heappop(heap)
        if g > cost[r][c][d]:
            continue
        for k, (dr, dc) in enumerate(((-1, 0), (1, 0), (0, -1), (0, 1))):
            nr, nc = r + dr, c + dc
            if 0 <= nr < n and 0 <= nc < n and board[nr][nc] == 0:
                ng = g + (100 if k == d else 500)
                if ng < cost[nr][nc][k]:
                    cost[nr][nc][k] = ng
                    heapq.heappush(heap, (ng, nr, nc, k))
    return min(cost[n - 1][n - 1])
