"""Baekjoon 1525, correct: the parity rule, then bidirectional breadth-first search.

    python sliding_ok.py [blank-first] < case.txt     # 3 rows of 3; prints the count or -1
    solution(board), solution_blank_first(board)      # the same, as functions
"""

import sys

GOALS = {"blank-last": "123456780", "blank-first": "012345678"}


def neighbours(z):
    """The cells the blank at cell z can move to."""
    r, c = divmod(z, 3)
    if r > 0:
        yield z - 3
    if r < 2:
        yield z + 3
    if c > 0:
        yield z - 1
    if c < 2:
        yield z + 1


def solvable(start, target):
    """The parity rule of a board 3 wide: an even number of inversions among the tiles."""
    order = {ch: i for i, ch in enumerate(target)}
    seq = [order[ch] for ch in start if ch != "0"]
    return sum(1 for i in range(8) for j in range(i + 1, 8) if seq[i] > seq[j]) % 2 == 0


def _layer(frontier, mine, other, moves):
    """Expand one breadth-first layer; the meeting board's total distance, if any."""
    later = []
    for s in frontier:
        z = s.index("0")
        for n in moves(z):
            t = list(s)
            t[z], t[n] = t[n], t[z]
            t = "".join(t)
            if t not in mine:
                mine[t] = mine[s] + 1
                if t in other:
                    return later, mine[t] + other[t]
                later.append(t)
    return later, None


def fewest_moves(board, goal="blank-last", moves=neighbours):
    """Bidirectional breadth-first search, after the parity check for -1."""
    start = "".join(str(v) for row in board for v in row)
    target = GOALS[goal]
    if start == target:
        return 0
    if not solvable(start, target):
        return -1
    ahead, behind = {start: 0}, {target: 0}
    front, back = [start], [target]
    while front and back:
        if len(front) <= len(back):
            front, met = _layer(front, ahead, behind, moves)
        else:
            back, met = _layer(back, behind, ahead, moves)
        if met is not None:
            return met
    return -1


def solution(board):
    return fewest_moves(board)


def solution_blank_first(board):
    return fewest_moves(board, "blank-first")


def main(moves=neighbours):
    rows = [list(map(int, line.split())) for line in sys.stdin.read().split("\n") if line.strip()]
    goal = sys.argv[1] if len(sys.argv) > 1 else "blank-last"
    print(fewest_moves(rows, goal, moves))


if __name__ == "__main__":
    main()
