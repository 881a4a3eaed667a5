import heapq
import sys

data = sys.stdin.buffer.read().split()
pos = 0
k = 0
out = []
while True:
    n = int(data[pos])
    pos += 1
    if n == 0:
        break
    k += 1
    cave = [list(map(int, data[pos + r * n:pos + (r + 1) * n])) for r in range(n)]
    pos += n * n
    INF = 10**9
    dist = [[INF] * n for _ in range(n)]
    dist[0][0] = cave[0][0]
    heap = [(cave[0][0], 0, 0)]
    while heap:
        d, r, c = heapq.heappop(heap)
        if d > dist[r][c]:
            continue
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < n and 0 <= nc < n and d + cave[nr][nc] < dist[nr][nc]:
                dist[nr][nc] = d + cave[nr][nc]
                heapq.heappush(heap, (dist[nr][nc], nr, nc))
    out.append(f"Problem {k}: {dist[n - 1][n - 1]}")
print("\n".join(out))
