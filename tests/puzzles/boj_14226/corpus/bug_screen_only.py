# BUG: the visited set holds the screen count only, so a screen first reached with a
# small clipboard blocks the same screen with a better clipboard.
import sys
from collections import deque

s = int(sys.stdin.read().split()[0])
seen = {1}
q = deque([(1, 0, 0)])
while q:
    screen, clip, t = q.popleft()
    if screen == s:
        print(t)
        break
    q.append((screen, screen, t + 1))  # copying never changes the screen: always allowed
    for a, b in ((screen + clip, clip), (screen - 1, clip)):
        if 0 < a <= 2000 and a not in seen:
            seen.add(a)
            q.append((a, b, t + 1))
