# Baekjoon 9019 DSLR: a correct BFS (arithmetic digit rotation, S wraps, D mod 10000).
import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        prev = [-1] * 10000
        cmd = [""] * 10000
        prev[a] = a
        q = deque([a])
        while q:
            n = q.popleft()
            if n == b:
                break
            for c, m in (("D", n * 2 % 10000), ("S", (n - 1) % 10000),
                         ("L", n % 1000 * 10 + n // 1000), ("R", n % 10 * 1000 + n // 10)):
                if prev[m] < 0:
                    prev[m] = n
                    cmd[m] = c
                    q.append(m)
        path = []
        while b != a:
            path.append(cmd[b])
            b = prev[b]
        out.append("".join(reversed(path)))
    print("\n".join(out))


main()
