"""Baekjoon 2549 with a classic bug: "2 j k" moves column j UP by k instead of down.

The search itself is right, so the move count is right too; the printed
column moves mean the opposite shift to the judge.
"""

from rubiks_ok import fewest_moves, main, shift


def shift_up(t, i, k):
    if t == 1:
        return shift(t, i, k)
    return shift(t, i, 4 - k)  # down by 4 - k is up by k


def solution(board):
    return [list(m) for m in fewest_moves(board, shift_up)]


if __name__ == "__main__":
    main(shift_up)
