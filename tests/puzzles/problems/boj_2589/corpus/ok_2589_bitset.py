# BFS from every land cell, a whole layer at a time as one big integer
import sys

data = sys.stdin.read().split()
h, w = int(data[0]), int(data[1])
rows = data[2:2 + h]
W = w + 1  # one water column after each row: shifting left or right never wraps
land = 0
for r, row in enumerate(rows):
    for c, ch in enumerate(row):
        if ch == "L":
            land |= 1 << (r * W + c)
best = 0
bits = land
while bits:
    low = bits & -bits
    bits ^= low
    seen = frontier = low
    d = 0
    while True:
        nxt = ((frontier << 1) | (frontier >> 1) | (frontier << W) | (frontier >> W)) & land & ~seen
        if not nxt:
            break
        seen |= nxt
        frontier = nxt
        d += 1
    if d > best:
        best = d
print(best)
