import sys

sys.setrecursionlimit(10000)
n = int(input())
a, b = map(int, input().split())
m = int(input())
adj = [[] for _ in range(n + 1)]
for _ in range(m):
    x, y = map(int, input().split())
    adj[x].append(y)
    adj[y].append(x)
seen = [False] * (n + 1)


def dfs(x, d):
    # in a family forest the path between two people is unique: DFS finds it
    if x == b:
        return d
    seen[x] = True
    for y in adj[x]:
        if not seen[y]:
            got = dfs(y, d + 1)
            if got != -1:
                return got
    return -1


print(dfs(a, 0))
