# visited marked on push and never re-entered at the same distance: routes are undercounted


def main():
    import sys
    from collections import deque

    n, k = map(int, sys.stdin.read().split())
    dist = [-1] * 100001
    dist[n] = 0
    q = deque([n])
    best, count = -1, 0
    while q:
        x = q.popleft()
        if x == k:
            if best < 0:
                best = dist[x]
            if dist[x] == best:
                count += 1
            continue
        for y in (x - 1, x + 1, 2 * x):
            if 0 <= y <= 100000 and dist[y] < 0:
                dist[y] = dist[x] + 1
                q.append(y)
    print(best)
    print(count)


if __name__ == "__main__":
    main()
