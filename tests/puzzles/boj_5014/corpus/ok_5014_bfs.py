def main():
    import sys
    from collections import deque

    f, s, g, u, d = map(int, sys.stdin.read().split())
    dist = [-1] * (f + 1)
    dist[s] = 0
    q = deque([s])
    while q and dist[g] < 0:
        x = q.popleft()
        for y in (x + u, x - d):
            if 1 <= y <= f and dist[y] < 0:
                dist[y] = dist[x] + 1
                q.append(y)
    print(dist[g] if dist[g] >= 0 else "use the stairs")


if __name__ == "__main__":
    main()
