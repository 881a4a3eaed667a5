import sys

data = sys.stdin.buffer.read().split()
m, n = int(data[0]), int(data[1])
w = m + 2
box = [-1] * (w * (n + 2))  # a border of empty cells: no bounds checks
for r in range(n):
    box[(r + 1) * w + 1:(r + 1) * w + 1 + m] = map(int, data[2 + r * m:2 + (r + 1) * m])
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
