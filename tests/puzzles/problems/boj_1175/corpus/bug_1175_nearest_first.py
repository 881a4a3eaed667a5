# Buggy: goes to the nearer C first and on from there, keeping only its best arrival
# (greedy: the other order, or another arrival direction, can be shorter).
import sys
from collections import deque

steps = ((-1, 0), (1, 0), (0, -1), (0, 1))


def bfs(room, n, m, start, last):
    dist = {(start[0], start[1], last): 0}
    queue = deque([(start[0], start[1], last)])
    while queue:
        r, c, came = queue.popleft()
        for d, (dr, dc) in enumerate(steps):
            y, x = r + dr, c + dc
            if d != came and 0 <= y < n and 0 <= x < m and room[y][x] != "#" \
                    and (y, x, d) not in dist:
                dist[(y, x, d)] = dist[(r, c, came)] + 1
                queue.append((y, x, d))
    return dist


def best(dist, cell):
    found = [(dist[(cell[0], cell[1], d)], d) for d in range(4) if (cell[0], cell[1], d) in dist]
    return min(found) if found else None


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    room = data[2:2 + n]
    cs = []
    for r in range(n):
        for c in range(m):
            if room[r][c] == "S":
                start = (r, c)
            elif room[r][c] == "C":
                cs.append((r, c))
    first = bfs(room, n, m, start, 4)
    arrivals = [(best(first, c), i) for i, c in enumerate(cs) if best(first, c)]
    if not arrivals:
        print(-1)
        return
    (t, d), i = min(arrivals)
    then = best(bfs(room, n, m, cs[i], d), cs[1 - i])
    print(t + then[0] if then else -1)


main()
