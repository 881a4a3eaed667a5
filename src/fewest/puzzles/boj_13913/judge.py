"""Baekjoon 13913 as the checker sees it.

>>> JUDGE.name, JUDGE.read_input("5 17"), JUDGE.label
('boj-13913', [{'N': 5, 'K': 17}], 'Baekjoon 13913')
"""

from __future__ import annotations

from fewest.puzzles.boj_13913.formats import judge_route, read_input, write_input
from fewest.puzzles.boj_13913.model import NAME
from fewest.puzzles.boj_13913.scramble import cases
from fewest.puzzles.common.number_line import pair_shrinks, pair_size
from fewest.puzzles.judge import JudgeSpec

JUDGE = JudgeSpec(
    name=NAME, aliases=("boj13913",), site="baekjoon", number="13913",
    title_ko="숨바꼭질 4", title_en="Hide and Seek 4",
    source="https://leejd8130.tistory.com/89",
    read_input=read_input, write_input=write_input,
    stream=cases, shrinks=pair_shrinks, size=pair_size,
    unit="seconds", time_limit=2.0, memory_mb=512,
    judge=judge_route,
)
