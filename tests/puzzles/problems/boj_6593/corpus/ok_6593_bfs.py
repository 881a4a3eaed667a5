import sys
from collections import deque

data = sys.stdin.read().split()
pos = 0
out = []
while True:
    L, R, C = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
    pos += 3
    if L == 0 and R == 0 and C == 0:
        break
    b = []
    for _ in range(L):
        b.append(data[pos:pos + R])
        pos += R
    start = None
    for f in range(L):
        for r in range(R):
            c = b[f][r].find("S")
            if c >= 0:
                start = (f, r, c)
    dist = {start: 0}
    q = deque([start])
    ans = "Trapped!"
    while q:
        f, r, c = q.popleft()
        if b[f][r][c] == "E":
            ans = f"Escaped in {dist[(f, r, c)]} minute(s)."
            break
        for df, dr, dc in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)):
            g, s, d = f + df, r + dr, c + dc
            if 0 <= g < L and 0 <= s < R and 0 <= d < C and b[g][s][d] != "#" \
                    and (g, s, d) not in dist:
                dist[(g, s, d)] = dist[(f, r, c)] + 1
                q.append((g, s, d))
    out.append(ans)
print("\n".join(out))
