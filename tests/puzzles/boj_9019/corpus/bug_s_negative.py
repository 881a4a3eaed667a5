# BUG: S stores n - 1 even at 0 (the statement says 9999); the -1 is dropped as out of range.
import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    for i in range(t):
        a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        seen = {a: ""}
        q = deque([a])
        while q:
            n = q.popleft()
            if n == b:
                break
            for c, m in (("D", n * 2 % 10000), ("S", n - 1),
                         ("L", n % 1000 * 10 + n // 1000), ("R", n % 10 * 1000 + n // 10)):
                if 0 <= m < 10000 and m not in seen:
                    seen[m] = seen[n] + c
                    q.append(m)
        print(seen.get(b, ""))


main()
