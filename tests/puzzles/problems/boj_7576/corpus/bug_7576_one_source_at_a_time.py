# spreads from each ripe tomato in turn (one BFS per source) instead of from all at once
import sys
from collections import deque

data = sys.stdin.buffer.read().split()
m, n = int(data[0]), int(data[1])
box = list(map(int, data[2:2 + n * m]))
sources = [i for i, v in enumerate(box) if v == 1]
day = [0] * (n * m)
last = 0
for s in sources:
    q = deque([s])
    while q:
        i = q.popleft()
        r, c = divmod(i, m)
        last = max(last, day[i])
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < n and 0 <= nc < m:
                j = nr * m + nc
                if box[j] == 0:
                    box[j] = 1
                    day[j] = day[i] + 1
                    q.append(j)
print(-1 if 0 in box else last)
