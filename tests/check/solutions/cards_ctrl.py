"""Programmers 72415 with a classic bug: Ctrl+arrow stops on the cell BEFORE the
nearest card instead of on the card."""

from cards_ok import fewest_presses, main


def ctrl_before(cards, r, c, dr, dc):
    while 0 <= r + dr < 4 and 0 <= c + dc < 4 and (r + dr, c + dc) not in cards:
        r, c = r + dr, c + dc
    return r, c


def solution(board, r, c):
    return fewest_presses(board, r, c, ctrl_before)


if __name__ == "__main__":
    main(ctrl_before)
