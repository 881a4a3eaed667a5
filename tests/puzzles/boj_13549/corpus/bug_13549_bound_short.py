# position 100000 is never visited


def main():
    import sys
    from collections import deque

    n, k = map(int, sys.stdin.read().split())
    LIM = 100000
    INF = 1 << 30
    dist = [INF] * (LIM + 1)
    dist[n] = 0
    q = deque([n])
    while q:
        x = q.popleft()
        if 0 < 2 * x < LIM and dist[x] < dist[2 * x]:
            dist[2 * x] = dist[x]
            q.appendleft(2 * x)
        for y in (x - 1, x + 1):
            if 0 <= y < LIM and dist[x] + 1 < dist[y]:
                dist[y] = dist[x] + 1
                q.append(y)
    print(dist[k])


if __name__ == "__main__":
    main()
