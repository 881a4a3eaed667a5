# a zero-filled distance table with a visited list: land the target cannot reach prints 0, not -1
import sys
from collections import deque

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
grid = list(map(int, data[2:2 + n * m]))
dist = [0] * (n * m)
seen = [False] * (n * m)
s = grid.index(2)
seen[s] = True
q = deque([s])
while q:
    i = q.popleft()
    r, c = divmod(i, m)
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < n and 0 <= nc < m:
            j = nr * m + nc
            if grid[j] == 1 and not seen[j]:
                seen[j] = True
                dist[j] = dist[i] + 1
                q.append(j)
print("\n".join(" ".join(map(str, dist[r * m:(r + 1) * m])) for r in range(n)))
