import sys
from collections import deque

data = sys.stdin.read().split()
R, C = int(data[0]), int(data[1])
lake = [list(row) for row in data[2:2 + R]]
swans = [(r, c) for r in range(R) for c in range(C) if lake[r][c] == "L"]
water = deque((r, c) for r in range(R) for c in range(C) if lake[r][c] != "X")
seen = [[False] * C for _ in range(R)]
seen[swans[0][0]][swans[0][1]] = True
swim = deque([swans[0]])
day = 0
found = False
while True:
    nxt = deque()
    while swim:
        r, c = swim.popleft()
        if (r, c) == swans[1]:
            found = True
            break
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= y < R and 0 <= x < C and not seen[y][x]:
                seen[y][x] = True
                if lake[y][x] == "X":
                    nxt.append((y, x))
                else:
                    swim.append((y, x))
    if found:
        break
    swim = nxt
    melted = deque()
    while water:
        r, c = water.popleft()
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= y < R and 0 <= x < C and lake[y][x] == "X":
                lake[y][x] = "."
                melted.append((y, x))
    water = melted
    day += 1
print(day)
