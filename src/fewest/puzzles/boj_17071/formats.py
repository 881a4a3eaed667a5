"""Baekjoon 17071's input (``N K``) and output (the meeting second, or -1).

>>> read_input("5 17\\n"), write_input({"N": 5, "K": 17})
([{'N': 5, 'K': 17}], '5 17\\n')
"""

from __future__ import annotations

from fewest.puzzles.boj_17071.model import FIELDS, NAME
from fewest.puzzles.common.number_line import ints_reader, ints_writer

read_input = ints_reader(FIELDS, NAME)
write_input = ints_writer(FIELDS)
