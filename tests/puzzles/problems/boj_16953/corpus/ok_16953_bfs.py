from collections import deque

a, b = map(int, input().split())
q = deque([(a, 1)])
ans = -1
while q:
    x, d = q.popleft()
    if x == b:
        ans = d
        break
    for y in (x * 2, x * 10 + 1):
        if y <= b:
            q.append((y, d + 1))
print(ans)
