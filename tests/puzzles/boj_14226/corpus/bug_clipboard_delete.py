# BUG: deleting is also allowed on the clipboard (the statement forbids removing part of it).
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
    moves = [(screen, screen), (screen - 1, clip), (screen, clip - 1)]
    if clip:
        moves.append((screen + clip, clip))
    for a, b in moves:
        if 0 <= a <= 2000 and b >= 0 and (a, b) not in dist:
            dist[a, b] = dist[screen, clip] + 1
            q.append((a, b))
