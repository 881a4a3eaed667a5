# the brother is never checked against 500,000: the array is read past its end
def main():
    import sys

    n, k = map(int, sys.stdin.read().split())
    hi = 500000
    seen = [bytearray(hi + 1), bytearray(hi + 1)]
    seen[0][n] = 1
    layer = [n]
    t, b = 0, k
    while True:
        if seen[t % 2][b]:
            print(t)
            return
        nxt = []
        mark = seen[(t + 1) % 2]
        for x in layer:
            for y in (x - 1, x + 1, 2 * x):
                if 0 <= y <= hi and not mark[y]:
                    mark[y] = 1
                    nxt.append(y)
        layer = nxt
        t += 1
        b += t


if __name__ == "__main__":
    main()
