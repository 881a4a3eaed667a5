# BUG: the table is 1001 x 1001 and a paste is never bounds-checked: a screen past 1000
# raises IndexError for large S.
import sys
from collections import deque

s = int(sys.stdin.read().split()[0])
dist = [[-1] * 1001 for _ in range(1001)]
dist[1][0] = 0
q = deque([(1, 0)])
while q:
    screen, clip = q.popleft()
    if screen == s:
        print(dist[screen][clip])
        break
    moves = [(screen, screen), (screen - 1, clip)]
    if clip:
        moves.append((screen + clip, clip))
    for a, b in moves:
        if a >= 0 and dist[a][b] < 0:
            dist[a][b] = dist[screen][clip] + 1
            q.append((a, b))
