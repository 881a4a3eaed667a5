"""The judge kit: a judge problem is one declaration (:class:`Problem`) and the kit
derives its parser, checks, case stream, shrinks, search, answer and picture.

A problem module declares ``PROBLEM`` and ends with ``FAMILY = family_of(PROBLEM)``;
its registry line is ``judge_entry("boj-7576")``.  See ``docs/architecture.md``
for the recipe.
"""

from fewest.puzzles.kit.answers import count, printed
from fewest.puzzles.kit.family import KitFamily, KitInstance, family_of
from fewest.puzzles.kit.fields import Grid, Int, List, Record, Word
from fewest.puzzles.kit.grammar import Input, Line, each_once
from fewest.puzzles.kit.lines import number_line
from fewest.puzzles.kit.problem import Problem, View, judge_names
from fewest.puzzles.kit.searching import distances, per_case, preorder, shortest_ways
from fewest.puzzles.kit.text import BadInput

__all__ = ["BadInput", "Grid", "Input", "Int", "KitFamily", "KitInstance", "Line", "List",
           "Problem", "Record", "View", "Word", "count", "distances", "each_once", "family_of",
           "judge_names", "number_line", "per_case", "preorder", "printed", "shortest_ways"]
