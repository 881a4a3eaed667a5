def main():
    import sys
    from collections import deque

    n, k = map(int, sys.stdin.read().split())
    LIM = 100000
    dist = [-1] * (LIM + 1)
    ways = [0] * (LIM + 1)
    dist[n], ways[n] = 0, 1
    q = deque([n])
    while q:
        x = q.popleft()
        if dist[k] >= 0 and dist[x] >= dist[k]:
            break  # every way into K comes from the layer before it
        for y in (x - 1, x + 1, 2 * x):
            if 0 <= y <= LIM:
                if dist[y] < 0:
                    dist[y], ways[y] = dist[x] + 1, ways[x]
                    q.append(y)
                elif dist[y] == dist[x] + 1:
                    ways[y] += ways[x]
    print(dist[k])
    print(ways[k])


if __name__ == "__main__":
    main()
