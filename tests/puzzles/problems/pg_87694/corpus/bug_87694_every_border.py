# ruff: noqa  (pasted as submitted to the judge)
# paints every rectangle's border and never wipes the insides of the others: the
# walk runs through the shape along inner borders
from collections import deque


def solution(rectangle, characterX, characterY, itemX, itemY):
    board = [[0] * 102 for _ in range(102)]
    for r in rectangle:
        x1, y1, x2, y2 = (v * 2 for v in r)
        for i in range(x1, x2 + 1):
            board[i][y1] = board[i][y2] = 1
        for j in range(y1, y2 + 1):
            board[x1][j] = board[x2][j] = 1
    q = deque([(characterX * 2, characterY * 2, 0)])
    seen = {(characterX * 2, characterY * 2)}
    while q:
        x, y, d = q.popleft()
        if (x, y) == (itemX * 2, itemY * 2):
            return d // 2
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if board[nx][ny] == 1 and (nx, ny) not in seen:
                seen.add((nx, ny))
                q.append((nx, ny, d + 1))
    return -1
