# BUG: L and R rotate the decimal string without padding, so 12 -> "21" instead of 0120.
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
            s = str(n)
            for c, m in (("D", n * 2 % 10000), ("S", (n - 1) % 10000),
                         ("L", int(s[1:] + s[0])), ("R", int(s[-1] + s[:-1]))):
                if m not in seen:
                    seen[m] = seen[n] + c
                    q.append(m)
        print(seen[b])


main()
