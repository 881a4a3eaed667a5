"""Baekjoon 5014 as the checker sees it.

>>> JUDGE.name, JUDGE.read_input("10 1 10 2 1")[0]["U"], JUDGE.time_limit
('boj-5014', 2, 1.0)
"""

from __future__ import annotations

from fewest.puzzles.boj_5014.formats import read_input, write_input
from fewest.puzzles.boj_5014.model import NAME
from fewest.puzzles.boj_5014.scramble import cases, shrinks, size
from fewest.puzzles.judge import JudgeSpec

JUDGE = JudgeSpec(
    name=NAME, aliases=("boj5014",), site="baekjoon", number="5014",
    title_ko="스타트링크", title_en="StartLink",
    source="https://velog.io/@byungjik_oh/백준-5014번-스타트링-Python-알고리즘-중급-23-BFS-연습-2",
    read_input=read_input, write_input=write_input,
    stream=cases, shrinks=shrinks, size=size,
    unit="presses", time_limit=1.0, memory_mb=256,
)
