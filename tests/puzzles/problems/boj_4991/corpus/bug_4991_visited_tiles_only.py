# remembers visited tiles without the cleaned set: a tile is never passed twice
import sys
from collections import deque

lines = sys.stdin.read().split()
pos = 0
out = []
while True:
    w, h = int(lines[pos]), int(lines[pos + 1])
    pos += 2
    if w == 0 and h == 0:
        break
    room = lines[pos:pos + h]
    pos += h
    bit = {}
    for r in range(h):
        for c in range(w):
            if room[r][c] == "*":
                bit[(r, c)] = 1 << len(bit)
            elif room[r][c] == "o":
                start = (r, c)
    full = (1 << len(bit)) - 1
    seen = {start}
    q = deque([(start[0], start[1], 0, 0)])
    ans = -1
    while q:
        r, c, m, d = q.popleft()
        if m == full:
            ans = d
            break
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= y < h and 0 <= x < w and room[y][x] != "x":
                nm = m | bit.get((y, x), 0)
                if (y, x) not in seen:
                    seen.add((y, x))
                    q.append((y, x, nm, d + 1))
    out.append(str(ans))
print("\n".join(out))
