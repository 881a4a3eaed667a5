"""Baekjoon 12851's input: ``N K`` on one line.

>>> read_input("5 17\\n"), write_input({"N": 5, "K": 17})
([{'N': 5, 'K': 17}], '5 17\\n')
"""

from __future__ import annotations

from fewest.puzzles.boj_12851.model import FIELDS, NAME
from fewest.puzzles.common.number_line import ints_reader, ints_writer

read_input = ints_reader(FIELDS, NAME)
write_input = ints_writer(FIELDS)
