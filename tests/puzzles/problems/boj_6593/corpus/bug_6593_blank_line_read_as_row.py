# reads each floor as R lines with input(), forgetting the blank line after each floor
from collections import deque

out = []
while True:
    L, R, C = map(int, input().split())
    if L == 0 and R == 0 and C == 0:
        break
    b = []
    for _ in range(L):
        b.append([input() for _ in range(R)])
    start = [(f, r, b[f][r].find("S")) for f in range(L) for r in range(R) if "S" in b[f][r]]
    if not start:
        out.append("Trapped!")
        continue
    start = start[0]
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
            if 0 <= g < L and 0 <= s < R and 0 <= d < len(b[g][s]) and b[g][s][d] != "#" \
                    and (g, s, d) not in dist:
                dist[(g, s, d)] = dist[(f, r, c)] + 1
                q.append((g, s, d))
    out.append(ans)
print("\n".join(out))
