"""The rules of Baekjoon 13913: as 1697 (walk ``X-1``/``X+1`` or teleport to ``2X``,
one second each); print the fewest seconds and one shortest route, N first, K last.

A case is ``{"N": n, "K": k}`` with ``0 <= N, K <= 100,000``.  Routes stay in
``0..100,000`` without losing anything (the proof is in
:func:`~fewest.puzzles.common.number_line.seek_fields`).

>>> FIELDS[0].name, FIELDS[1].hi, DOUBLE_COST
('N', 100000, 1)
"""

from __future__ import annotations

from fewest.puzzles.common.number_line import SEEK_HI, seek_fields

NAME = "boj-13913"
HI = SEEK_HI
FIELDS = seek_fields(HI)
#: seconds a teleport to ``2X`` takes
DOUBLE_COST = 1
