"""The rules of Baekjoon 13549: walk ``X-1``/``X+1`` in one second, or teleport to
``2X`` in 0 seconds; the fewest seconds to reach K.

A case is ``{"N": n, "K": k}`` with ``0 <= N, K <= 100,000``.  Routes stay in
``0..100,000`` without losing anything (the proof is in
:func:`~fewest.puzzles.common.number_line.seek_fields`).

>>> FIELDS[0].name, FIELDS[1].hi, DOUBLE_COST
('N', 100000, 0)
"""

from __future__ import annotations

from fewest.puzzles.common.number_line import SEEK_HI, seek_fields

NAME = "boj-13549"
HI = SEEK_HI
FIELDS = seek_fields(HI)
#: seconds a teleport to ``2X`` takes
DOUBLE_COST = 0
