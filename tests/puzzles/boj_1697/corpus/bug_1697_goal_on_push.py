# the goal is checked only when a position is pushed: N == K is never answered right


def main():
    import sys
    from collections import deque

    n, k = map(int, sys.stdin.read().split())
    dist = [-1] * 100001
    q = deque([n])
    dist[n] = 0
    ans = -1
    while q and ans < 0:
        x = q.popleft()
        for y in (x - 1, x + 1, 2 * x):
            if 0 <= y <= 100000 and dist[y] < 0:
                dist[y] = dist[x] + 1
                if y == k:
                    ans = dist[y]
                    break
                q.append(y)
    print(ans)


if __name__ == "__main__":
    main()
