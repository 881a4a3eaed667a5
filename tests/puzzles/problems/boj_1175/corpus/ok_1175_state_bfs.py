# A correct solution: BFS over (row, col, last direction, delivered mask).
import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    room = data[2:2 + n]
    bit = {}
    for r in range(n):
        for c in range(m):
            if room[r][c] == "S":
                start = (r, c)
            elif room[r][c] == "C":
                bit[(r, c)] = 1 << len(bit)
    seen = set()
    queue = deque([(start[0], start[1], 4, 0, 0)])
    seen.add((start[0], start[1], 4, 0))
    steps = ((-1, 0), (1, 0), (0, -1), (0, 1))
    while queue:
        r, c, last, mask, t = queue.popleft()
        if mask == 3:
            print(t)
            return
        for d, (dr, dc) in enumerate(steps):
            y, x = r + dr, c + dc
            if d == last or not (0 <= y < n and 0 <= x < m) or room[y][x] == "#":
                continue
            nm = mask | bit.get((y, x), 0)
            if (y, x, d, nm) not in seen:
                seen.add((y, x, d, nm))
                queue.append((y, x, d, nm, t + 1))
    print(-1)


main()
