# Baekjoon 14226: a correct BFS over (screen, clipboard), the screen kept within 0..2000.
import sys
from collections import deque

s = int(sys.stdin.read().split()[0])
dist = {(1, 0): 0}
q = deque([(1, 0)])
while q:
    screen, clip = q.popleft()
    if screen == s:
        print(dist[screen, clip])
        break
    nxt = [(screen, screen), (screen - 1, clip)]
    if clip > 0:
        nxt.append((screen + clip, clip))
    for a, b in nxt:
        if 0 <= a <= 2000 and (a, b) not in dist:
            dist[a, b] = dist[screen, clip] + 1
            q.append((a, b))
