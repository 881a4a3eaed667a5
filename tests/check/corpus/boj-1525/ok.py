"""Baekjoon 1525: the parity rule, then bidirectional breadth-first search."""
import sys


def neighbours(z):
    r, c = divmod(z, 3)
    if r > 0:
        yield z - 3
    if r < 2:
        yield z + 3
    if c > 0:  # LEFT
        yield z - 1
    if c < 2:  # RIGHT
        yield z + 1


def solvable(s):
    seq = [int(ch) for ch in s if ch != "0"]
    return sum(1 for i in range(8) for j in range(i + 1, 8) if seq[i] > seq[j]) % 2 == 0


def layer(frontier, mine, other):
    later = []
    for s in frontier:
        z = s.index("0")
        for n in neighbours(z):
            t = list(s)
            t[z], t[n] = t[n], t[z]
            t = "".join(t)
            if t not in mine:
                mine[t] = mine[s] + 1
                if t in other:
                    return later, mine[t] + other[t]  # MEET
                later.append(t)
    return later, None


def fewest(start):
    goal = "123456780"
    if start == goal:
        return 0
    if not solvable(start):
        return -1  # UNSOLVABLE
    ahead, behind = {start: 0}, {goal: 0}
    front, back = [start], [goal]
    while front and back:
        if len(front) <= len(back):
            front, met = layer(front, ahead, behind)
        else:
            back, met = layer(back, behind, ahead)
        if met is not None:
            return met
    return -1


print(fewest("".join(sys.stdin.read().split())))
