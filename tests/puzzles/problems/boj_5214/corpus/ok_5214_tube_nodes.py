# A correct solution: each tube is a node; BFS where stepping onto a station counts.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, k, m = int(data[0]), int(data[1]), int(data[2])
    adj = [[] for _ in range(n + m + 1)]
    pos = 3
    for j in range(m):
        tube = n + 1 + j
        for _ in range(k):
            s = int(data[pos])
            pos += 1
            adj[s].append(tube)
            adj[tube].append(s)
    dist = [0] * (n + m + 1)
    dist[1] = 1
    queue = deque([1])
    while queue:
        x = queue.popleft()
        if x == n:
            break
        for y in adj[x]:
            if not dist[y]:
                dist[y] = dist[x] + (1 if y <= n else 0)
                if y > n:
                    queue.appendleft(y)  # a tube costs nothing: take it first
                else:
                    queue.append(y)
    print(dist[n] if dist[n] else -1)


main()
