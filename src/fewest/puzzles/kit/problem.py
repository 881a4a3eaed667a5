"""One judge problem, declared: who it is, what its input is, what a move is, what
counts as solved, and how the answer is printed.  :func:`~fewest.puzzles.kit.family_of`
derives everything else from it.

>>> from fewest.puzzles.kit import Input, Int, Line, Problem
>>> p = Problem(site="baekjoon", number="0", title_ko="더하기", title_en="Add one",
...     source="https://example.org/0", input=Input(Line(Int("N", 0, 9), Int("K", 0, 9))),
...     start=lambda c: c["N"], moves=lambda c, x: [("+1", x + 1, 1)] if x < 9 else [],
...     goal=lambda c, x: x == c["K"])
>>> p.name, p.aliases
('boj-0', ('boj0',))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from fewest.puzzles.kit.answers import Answer, count
from fewest.puzzles.kit.grammar import Input

Case = dict[str, Any]
#: the site's short name in fewest's names (``boj-1697``, ``leetcode-994``)
PREFIX = {"baekjoon": ("boj",), "leetcode": ("leetcode", "lc"), "programmers":
          ("programmers", "pg")}


def judge_names(site: str, number: str) -> tuple[str, ...]:
    """A judge problem's name, then its aliases: the one rule for every problem.

    >>> judge_names("leetcode", "994")
    ('leetcode-994', 'lc-994', 'lc994')
    >>> judge_names("baekjoon", "7576")
    ('boj-7576', 'boj7576')
    """
    prefixes = PREFIX[site]
    names = [f"{p}-{number}" for p in prefixes]
    return (*names, f"{prefixes[-1]}{number}")


@dataclass(frozen=True)
class View:
    """How a state is drawn, where the derived picture is not enough.

    ``board(case, state)`` gives the map (rows of characters) and the pieces on it:
    ``{(row, col): (label, role)}``; ``roles`` gives each map character its role
    (``"wall"``, ``"empty"``, ``"finish"``, ...) and ``labels`` its text.
    """

    board: Callable[[Case, Any], tuple[list[str], dict[tuple[int, int], tuple[str, str]]]]
    roles: dict[str, str] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)
    #: ``at(case, before, after)``: the cell a move is played at (clicked), when the
    #: states are not cells themselves (a digit's wheel, say)
    at: Callable[[Case, Any, Any], tuple[int, int]] | None = None
    #: ``caption(case, move, before, after)``: a move's words under the picture, where
    #: the states tell more than the move (``right (tilts: 1 of 10)``); else ``words``
    caption: Callable[[Case, Any, Any, Any], str] | None = None
    #: ``way(case, move)``: the way a swipe on the move's cell (``at``) plays it
    #: (``"up"``, ``"down"``, ...), for a move that turns a piece in place (a wheel)
    way: Callable[[Case, Any], str] | None = None


@dataclass(frozen=True)
class Problem:
    """A judge problem (see the module docstring).

    The search: ``start(case)``, ``moves(case, state)`` yielding ``(move, next, cost)``,
    ``goal(case, state)``, and ``costs``: ``"unit"`` (BFS), ``"01"`` (0-1 BFS) or
    ``"weighted"`` (Dijkstra).  A problem that is not one search (a DP, every
    cell's distance) gives ``solve(case)`` instead, returning the answer, with
    ``why`` saying why.  A problem that an existing family already models gives
    ``via=(family name, board_of(case))`` instead: the family's optimal methods,
    engine puzzle and picture serve each case, and its answer is the family's
    judge output unless ``answer`` is given.
    """

    site: str
    number: str
    title_ko: str
    title_en: str
    #: where the statement was read (a stored copy), beside the official page
    source: str
    input: Input
    #: a grid walk: the case as a :class:`~fewest.puzzles.common.layered_grid.LayeredGrid`
    #: (floor, walls, keys and doors; walls broken or knight jumps counted in a layer):
    #: the kit runs the layered BFS, compiled on large grids, instead of start/moves/goal
    walk: Callable[[Case], Any] | None = None
    #: a walk on a lattice (:class:`~fewest.puzzles.kit.walks.Lattice`: fixed offsets,
    #: what entering each cell costs): the engine on small cases, compiled distances and
    #: the path walked back on large ones
    lattice: Callable[[Case], Any] | None = None
    #: a grid walk's layer in words (``"walls broken: 1"``), or ``None``
    layer_words: Callable[[int], str] | None = None
    start: Callable[[Case], Any] | None = None
    moves: Callable[[Case, Any], Iterable[tuple[Any, Any, float]]] | None = None
    goal: Callable[[Case, Any], bool] | None = None
    costs: str = "unit"
    #: the one goal state, ``goal_state(case)``, when every move can be undone at the
    #: same cost: bidirectional search then runs too (from both ends)
    goal_state: Callable[[Case], Any] | None = None
    #: engine methods this problem cannot run, and why (``{"bidirectional": "two goal
    #: boards"}``), in its own words
    unsupported: dict[str, str] = field(default_factory=dict)
    #: with ``goal_state``, where moves are not undone by moves: ``before(case, state)``
    #: yields ``(move, previous state, cost)`` for each move into ``state``
    before: Callable[[Case, Any], Iterable[tuple[Any, Any, float]]] | None = None
    #: the answer form (``None``: :func:`count`, or for ``via`` the family's judge output)
    answer: Answer | None = None
    solve: Callable[[Case], Any] | None = None
    why: str = ""
    #: a lower bound on the cost from a state to the goal, ``heuristic(case, state)``,
    #: admissible and consistent: with it ``auto`` runs A* (a walk down a number line
    #: that ``2x`` moves would flood)
    heuristic: Callable[[Case, Any], float] | None = None
    #: ``(family name, board_of(case))``: each case is solved as that family's board
    via: tuple[str, Callable[[Case], Any]] | None = None
    #: ``(method name, summary, path(case))``: the problem's own exact route, where the
    #: engine's search over the declared moves would be too slow: ``path`` gives the
    #: states from the start to a goal (``None``, or its own ``NoSolutionError``: no
    #: way), worked out with the kit's searches; it is the family's method and ``auto``
    #: (its moves are the declared moves between the states)
    path: tuple[str, str, Callable[[Case], list[Any] | None]] | None = None
    #: a judge declaration (:class:`~fewest.puzzles.judge.JudgeSpec`) whose tuned case
    #: stream, shrinks, size, judge, descriptions and oracle method ``fewest check``
    #: keeps (a problem moved onto the kit); its reader and writer are the grammar's
    checks_from: Any = None
    #: what the answer counts, in English and in Korean (``"seconds"``, ``"초"``)
    unit: str = "moves"
    unit_ko: str = "번"
    time_limit: float = 1.0
    memory_mb: int = 256
    #: the official samples: (input text, output text)
    samples: tuple[tuple[str, str], ...] = ()
    #: the statement's edge cases as judge text (tried first, after the samples)
    specials: tuple[str, ...] = ()
    #: function problems: how the site calls the submission
    call: str = ""
    #: a judge that accepts several answers: ``(case, expected, got) -> Mismatch | None``
    judge: Callable[..., Any] | None = None
    #: the judge's largest inputs as text, for the bench (default: the grammar's largest)
    largest: tuple[str, ...] = ()
    #: the largest scale random cases reach (1: the statement's full ranges)
    reach: float = 1.0
    #: output formats beyond ``judge`` that a search keeps (``("number",)``: the moves
    #: found, where the judge's answer counts them another way)
    formats: tuple[str, ...] = ()
    #: scramble sizes beyond ``small``, ``medium`` and ``large``, each the scale it
    #: reaches (``{"2x3": 1.0}``: the one shape of a fixed board, as its old name)
    sizes: dict[str, float] = field(default_factory=dict)
    view: View | None = None
    #: words for a move, and a picture of a state, for people
    words: Callable[[Any], str] = str
    show: Callable[[Case, Any], str] | None = None
    #: a case that starts at ``state`` (same rules and goal), for hints; ``None``: none
    restart: Callable[[Case, Any], Case | None] | None = None
    #: a case whose goal is ``state`` (same start): random cases are then also made by
    #: walking from the start, so that reachable targets are common in the stream
    aim: Callable[[Case, Any], Case | None] | None = None
    summary: str = ""
    #: one line for people on what is asked (the pages' line about the problem): a
    #: :class:`~fewest.lang.Said` with its Korean
    about: str = ""

    def __post_init__(self) -> None:
        searches = self.start is not None and self.moves is not None and self.goal is not None
        kinds = (searches, self.walk is not None, self.lattice is not None,
                 self.solve is not None, self.via is not None)
        if kinds.count(True) != 1:
            raise ValueError(f"{self.name}: declare start, moves and goal, or walk, or "
                             "lattice, or solve, or via")
        if self.solve is not None and not self.why:
            raise ValueError(f"{self.name}: a problem that is not a search says why")
        if self.costs not in ("unit", "01", "weighted"):
            raise ValueError(f"{self.name}: costs must be unit, 01 or weighted")

    @property
    def answer_form(self) -> Answer:
        """The answer form of a search or ``solve`` (``count()`` unless given)."""
        return self.answer if self.answer is not None else count()

    @property
    def name(self) -> str:
        return judge_names(self.site, self.number)[0]

    @property
    def aliases(self) -> tuple[str, ...]:
        return judge_names(self.site, self.number)[1:]

    @property
    def label(self) -> str:
        from fewest.puzzles.judge import SITES

        return f"{SITES[self.site]} {self.number}"
