# Buggy: counts tube nodes as stations too (the BFS depth + 1), so a ride of one
# tube between two stations counts three.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, k, m = int(data[0]), int(data[1]), int(data[2])
    adj = [[] for _ in range(n + m + 1)]
    pos = 3
    for j in range(m):
        for _ in range(k):
            s = int(data[pos])
            pos += 1
            adj[s].append(n + 1 + j)
            adj[n + 1 + j].append(s)
    dist = [0] * (n + m + 1)
    dist[1] = 1
    queue = deque([1])
    while queue:
        x = queue.popleft()
        for y in adj[x]:
            if not dist[y]:
                dist[y] = dist[x] + 1
                queue.append(y)
    print(dist[n] if dist[n] else -1)


main()
