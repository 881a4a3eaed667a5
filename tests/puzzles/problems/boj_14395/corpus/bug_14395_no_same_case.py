# forgets that s = t prints 0: the BFS finds t at once and prints an empty line
from collections import deque

s, t = map(int, input().split())
seen = {s}
q = deque([(s, "")])
ans = "-1"
while q:
    x, path = q.popleft()
    if x == t:
        ans = path
        break
    for op, y in (("*", x * x), ("+", x + x), ("-", 0), ("/", 1)):
        if y <= t and y not in seen:
            seen.add(y)
            q.append((y, path + op))
print(ans)
