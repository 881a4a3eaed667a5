# ruff: noqa  (pasted as submitted to the judge)
from collections import deque


def solution(rectangle, characterX, characterY, itemX, itemY):
    board = [[-1] * 102 for _ in range(102)]
    for r in rectangle:
        x1, y1, x2, y2 = map(lambda v: v * 2, r)
        for i in range(x1, x2 + 1):
            for j in range(y1, y2 + 1):
                if x1 < i < x2 and y1 < j < y2:
                    board[i][j] = 0
                elif board[i][j] != 0:
                    board[i][j] = 1
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
