# spreads only within each box (up, down, left, right) and forgets the boxes above and below
import sys

data = sys.stdin.buffer.read().split()
m, n, h = int(data[0]), int(data[1]), int(data[2])
w = m + 2
area = w * (n + 2)
box = [-1] * (area * (h + 2))
k = 3
for z in range(h):
    for r in range(n):
        at = (z + 1) * area + (r + 1) * w + 1
        box[at:at + m] = map(int, data[k:k + m])
        k += m
today = [i for i, v in enumerate(box) if v == 1]
day = 0
while True:
    tomorrow = []
    for i in today:
        for j in (i - 1, i + 1, i - w, i + w):
            if box[j] == 0:
                box[j] = 1
                tomorrow.append(j)
    if not tomorrow:
        break
    today = tomorrow
    day += 1
print(-1 if 0 in box else day)
