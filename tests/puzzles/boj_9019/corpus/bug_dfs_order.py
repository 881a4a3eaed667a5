# BUG: depth-first search with a visited set: finds a route, rarely the shortest one.
import sys

sys.setrecursionlimit(100000)


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    for i in range(t):
        a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        seen = {a: ""}
        stack = [a]
        while stack:
            n = stack.pop()
            if n == b:
                break
            for c, m in (("D", n * 2 % 10000), ("S", (n - 1) % 10000),
                         ("L", n % 1000 * 10 + n // 1000), ("R", n % 10 * 1000 + n // 10)):
                if m not in seen:
                    seen[m] = seen[n] + c
                    stack.append(m)
        print(seen[b])


main()
