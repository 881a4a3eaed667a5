"""The rules of Baekjoon 1697: Subin at N walks to ``X-1`` or ``X+1`` or teleports
to ``2X``, each in one second; the fewest seconds to reach the brother at K.

A case is ``{"N": n, "K": k}`` with ``0 <= N, K <= 100,000``.  Routes stay in
``0..100,000`` without losing anything (the proof is in
:func:`~fewest.puzzles.common.number_line.seek_fields`).

>>> FIELDS[0].name, FIELDS[1].hi
('N', 100000)
"""

from __future__ import annotations

from fewest.puzzles.common.number_line import SEEK_HI, seek_fields

NAME = "boj-1697"
HI = SEEK_HI
FIELDS = seek_fields(HI)
