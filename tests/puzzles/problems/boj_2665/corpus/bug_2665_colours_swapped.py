# reads 1 as a black room and 0 as a white one (the colours the other way round)
import heapq
import sys

input = sys.stdin.readline
n = int(input())
rooms = [input().strip() for _ in range(n)]
INF = 10**9
dist = [[INF] * n for _ in range(n)]
dist[0][0] = 0
heap = [(0, 0, 0)]
while heap:
    d, r, c = heapq.heappop(heap)
    if d > dist[r][c]:
        continue
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < n and 0 <= nc < n:
            nd = d + (rooms[nr][nc] == "1")
            if nd < dist[nr][nc]:
                dist[nr][nc] = nd
                heapq.heappush(heap, (nd, nr, nc))
print(dist[n - 1][n - 1])
