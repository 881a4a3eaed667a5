"""Baekjoon 1525 with a classic bug: the blank wraps from one row's end to the next row.

The neighbours are z-3, z+3, z-1 and z+1 whenever they are on the board, so
a blank at the end of a row also "moves right" onto the start of the next.
"""

from sliding_ok import fewest_moves, main


def wrapping_neighbours(z):
    for n in (z - 3, z + 3, z - 1, z + 1):
        if 0 <= n < 9:
            yield n


def solution(board):
    return fewest_moves(board, moves=wrapping_neighbours)


if __name__ == "__main__":
    main(wrapping_neighbours)
