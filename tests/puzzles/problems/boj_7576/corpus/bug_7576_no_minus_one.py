# forgets the tomatoes that never ripen: prints the last day even when some stay unripe
import sys
from collections import deque

data = sys.stdin.buffer.read().split()
m, n = int(data[0]), int(data[1])
box = list(map(int, data[2:2 + n * m]))
q = deque(i for i, v in enumerate(box) if v == 1)
day = [0] * (n * m)
last = 0
while q:
    i = q.popleft()
    r, c = divmod(i, m)
    last = day[i]
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < n and 0 <= nc < m:
            j = nr * m + nc
            if box[j] == 0:
                box[j] = 1
                day[j] = day[i] + 1
                q.append(j)
print(last)
