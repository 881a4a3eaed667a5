# A correct solution: BFS over both balls' cells, each state remembering its way.
import sys
from collections import deque

STEPS = (("U", -1, 0), ("D", 1, 0), ("L", 0, -1), ("R", 0, 1))


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    board = data[2:2 + n]
    for r, row in enumerate(board):
        for c, ch in enumerate(row):
            if ch == "R":
                red = (r, c)
            elif ch == "B":
                blue = (r, c)

    def roll(r, c, dr, dc):
        k = 0
        while board[r + dr][c + dc] != "#" and board[r][c] != "O":
            r, c, k = r + dr, c + dc, k + 1
        return r, c, k

    seen = {(red, blue)}
    queue = deque([(red, blue, "")])
    while queue:
        red, blue, way = queue.popleft()
        if len(way) >= 10:
            continue
        for name, dr, dc in STEPS:
            rr, rc, rk = roll(*red, dr, dc)
            br, bc, bk = roll(*blue, dr, dc)
            if board[br][bc] == "O":
                continue
            if board[rr][rc] == "O":
                print(len(way) + 1)
                print(way + name)
                return
            if (rr, rc) == (br, bc):
                if rk > bk:
                    rr, rc = rr - dr, rc - dc
                else:
                    br, bc = br - dr, bc - dc
            state = ((rr, rc), (br, bc))
            if state not in seen:
                seen.add(state)
                queue.append((state[0], state[1], way + name))
    print(-1)


main()
