# ruff: noqa  (pasted as submitted to the judge)
# walks the border on the plain grid: two borders one unit apart look joined, and
# the walk cuts across the gap between them
from collections import deque


def solution(rectangle, characterX, characterY, itemX, itemY):
    board = [[-1] * 52 for _ in range(52)]
    for x1, y1, x2, y2 in rectangle:
        for i in range(x1, x2 + 1):
            for j in range(y1, y2 + 1):
                if x1 < i < x2 and y1 < j < y2:
                    board[i][j] = 0
                elif board[i][j] != 0:
                    board[i][j] = 1
    q = deque([(characterX, characterY, 0)])
    seen = {(characterX, characterY)}
    while q:
        x, y, d = q.popleft()
        if (x, y) == (itemX, itemY):
            return d
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if board[nx][ny] == 1 and (nx, ny) not in seen:
                seen.add((nx, ny))
                q.append((nx, ny, d + 1))
    return -1
