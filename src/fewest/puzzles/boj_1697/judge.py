"""Baekjoon 1697 as the checker sees it.

>>> JUDGE.name, JUDGE.read_input("5 17"), JUDGE.label
('boj-1697', [{'N': 5, 'K': 17}], 'Baekjoon 1697')
"""

from __future__ import annotations

from fewest.puzzles.boj_1697.formats import read_input, write_input
from fewest.puzzles.boj_1697.model import NAME
from fewest.puzzles.boj_1697.scramble import cases
from fewest.puzzles.common.number_line import pair_shrinks, pair_size
from fewest.puzzles.judge import JudgeSpec

JUDGE = JudgeSpec(
    name=NAME, aliases=("boj1697",), site="baekjoon", number="1697",
    title_ko="숨바꼭질", title_en="Hide and Seek",
    source="https://haerxeong.tistory.com/142",
    read_input=read_input, write_input=write_input,
    stream=cases, shrinks=pair_shrinks, size=pair_size,
    unit="seconds", time_limit=2.0, memory_mb=128,
)
