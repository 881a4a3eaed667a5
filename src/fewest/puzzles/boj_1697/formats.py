"""Baekjoon 1697's input (``N K`` on one line) and its accepted output (the seconds).

>>> read_input("5 17\\n"), write_input({"N": 5, "K": 17})
([{'N': 5, 'K': 17}], '5 17\\n')
"""

from __future__ import annotations

from fewest.puzzles.boj_1697.model import FIELDS, NAME
from fewest.puzzles.common.number_line import ints_reader, ints_writer

read_input = ints_reader(FIELDS, NAME)
write_input = ints_writer(FIELDS)
