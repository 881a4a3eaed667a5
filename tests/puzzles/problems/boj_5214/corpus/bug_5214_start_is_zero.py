# Buggy: counts the rides, not the stations: prints one less (and 0 when N = 1).
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, k, m = int(data[0]), int(data[1]), int(data[2])
    tubes = [[int(data[3 + j * k + i]) for i in range(k)] for j in range(m)]
    tubes_of = [[] for _ in range(n + 1)]
    for j, tube in enumerate(tubes):
        for s in tube:
            tubes_of[s].append(j)
    dist = [-1] * (n + 1)
    dist[1] = 0
    used = [False] * m
    queue = deque([1])
    while queue:
        x = queue.popleft()
        for j in tubes_of[x]:
            if not used[j]:
                used[j] = True
                for y in tubes[j]:
                    if dist[y] < 0:
                        dist[y] = dist[x] + 1
                        queue.append(y)
    print(dist[n])


main()
