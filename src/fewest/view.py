"""The view model: what a state and a move look like, as plain data (no drawing).

Every renderer (terminal, SVG, GIF, HTML) reads only these classes, never a
family name, so a puzzle that supplies a :class:`Viewer` gets every renderer.

* A **state** becomes a :class:`Grid` of :class:`Cell` objects, each with a
  ``label`` (the text shown), a ``role`` (``"tile"``, ``"blank"``,
  ``"ladder-foot"``, ``"card-down"``, ...) that picks its colour, optional
  ``marks`` drawn on top (``"cursor"``, ``"piece"``, ``"home"``) and a small
  ``note`` (``"→35"``).
* A **move** becomes :class:`Highlights`: the cells to emphasise, an ordered
  ``path`` of cells drawn as an arrow (the tile that slid, the roll and jump,
  the cursor's route), an optional :class:`Shift` (a row or column moved
  cyclically) and the move in words.
* A grid may also carry drawing hints, for a page that can use them and
  ignored by the rest: ``shapes`` (a role drawn as a ``"bar"`` as wide as its
  number, or an empty ``"post"``: Hanoi's discs and pegs), ``links``
  (:class:`Link`: a ladder or a snake drawn from one cell to another) and
  ``words`` (a role's name in a legend, where the role is borrowed for its
  colours: a light drawn as ``"card-up"`` is ``"on"``) and ``caption`` (what the
  state holds besides the board, said under it: ``"breaks left: 1"``).
* A viewer may also draw a state with the walk that led to it
  (``trail_grid(states)``, :func:`trail_grid`): a wall broken on the way stays
  broken after the walker has left it.

>>> class Counter:
...     def state_grid(self, state):
...         return Grid.from_rows([[Cell(str(state), "tile")]])
...     def move_highlights(self, move, before, after):
...         return Highlights(text=f"+{after - before}", cells=((0, 0),))
>>> from fewest import search
>>> sol = search(0, neighbors=lambda n: [n + 1], goal=2)
>>> [f.grid.cells[0].label for f in frames(Counter(), sol)]
['0', '1', '2']
>>> frames(Counter(), sol)[1].highlights.text
'+1'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from fewest.errors import InvalidPuzzleError

#: Renderers refuse grids with more cells than this (a picture nobody can read).
MAX_CELLS = 10_000

RC = tuple[int, int]


@dataclass(frozen=True)
class Cell:
    """One cell of a picture: the text shown, its role, marks on top, a small note."""

    label: str = ""
    role: str = "empty"
    marks: tuple[str, ...] = ()
    note: str = ""


#: the shapes a role may be drawn as (``Grid.shapes``): a bar as wide as the cell's
#: number over the largest such number on the grid, or an upright post (a peg)
SHAPES = ("bar", "post")
#: how a :class:`Link` may be drawn: two rails with rungs, a wavy line, an arrow
LINK_STYLES = ("rails", "wave", "arrow")


@dataclass(frozen=True)
class Link:
    """A connection drawn from cell ``src`` to cell ``dst``: ``kind`` names it in a
    legend (``"ladder"``), ``style`` is one of :data:`LINK_STYLES`."""

    src: RC
    dst: RC
    kind: str
    style: str = "arrow"


@dataclass(frozen=True)
class Grid:
    """A ``rows x cols`` picture; ``cells`` is row-major.

    ``shapes`` maps a role to one of :data:`SHAPES`, ``links`` lists
    :class:`Link` s and ``words`` maps a role to its name in a legend: drawing
    hints that a renderer may ignore.

    >>> g = Grid.from_rows([[Cell("1", "tile"), Cell("", "blank")]])
    >>> g.rows, g.cols, g.at(0, 1).role
    (1, 2, 'blank')
    """

    rows: int
    cols: int
    cells: tuple[Cell, ...]
    shapes: tuple[tuple[str, str], ...] = ()
    links: tuple[Link, ...] = ()
    words: tuple[tuple[str, str], ...] = ()
    #: a line said under the picture: what the state holds besides the board
    #: (``"breaks left: 1"``)
    caption: str = ""

    def __post_init__(self) -> None:
        if self.rows < 1 or self.cols < 1 or len(self.cells) != self.rows * self.cols:
            raise InvalidPuzzleError(
                f"a {self.rows}x{self.cols} grid needs {self.rows * self.cols} cells, "
                f"got {len(self.cells)}"
            )
        odd = [s for _, s in self.shapes if s not in SHAPES]
        odd += [k.style for k in self.links if k.style not in LINK_STYLES]
        if odd:
            raise InvalidPuzzleError(f"no such drawing hint {odd[0]!r} (shapes: "
                                     f"{', '.join(SHAPES)}; links: {', '.join(LINK_STYLES)})")

    @classmethod
    def from_rows(cls, rows: Sequence[Sequence[Cell]]) -> Grid:
        """A grid from a list of rows of cells."""
        cells = tuple(c for row in rows for c in row)
        return cls(len(rows), len(rows[0]) if rows else 0, cells)

    def at(self, row: int, col: int) -> Cell:
        """The cell at ``(row, col)``."""
        return self.cells[row * self.cols + col]


@dataclass(frozen=True)
class Shift:
    """A whole row or column moved cyclically: ``axis`` is ``"row"`` or ``"col"``."""

    axis: str
    index: int
    by: int


@dataclass(frozen=True)
class Highlights:
    """What one move changed, drawn on the state after it.

    ``cells`` are emphasised; ``path`` is an ordered route of cells drawn as an
    arrow (from where the move started to where it ended); ``shift`` marks a
    line that moved; ``text`` is the move in words; ``way`` the way a swipe on
    its cell goes, for a move that turns a piece where it stands.
    """

    text: str = ""
    cells: tuple[RC, ...] = ()
    path: tuple[RC, ...] = ()
    shift: Shift | None = None
    #: the way a swipe on the move's cell plays it (``"up"``, ``"down"``, ``"left"``,
    #: ``"right"``), where the move turns a piece in place (a lock's wheel)
    way: str = ""


@dataclass(frozen=True)
class Frame:
    """One state as drawn: its grid, the move that led to it (if any), a caption."""

    grid: Grid
    highlights: Highlights | None = None
    caption: str = ""
    index: int = 0


@runtime_checkable
class Viewer(Protocol):
    """What a puzzle supplies to be drawn: a grid per state, highlights per move.

    ``state_cell(state)`` (optional) is the cell that *is* the state when the
    state space is a position on the board (a snakes-and-ladders square, a
    cursor); the search view colours the board by expansion order with it.
    """

    def state_grid(self, state: Any) -> Grid: ...

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights: ...


@dataclass
class Picture:
    """A solution made ready for renderers: frames plus the facts shown beside them."""

    frames: list[Frame]
    length: int
    optimal: bool
    algorithm: str
    stats: dict[str, Any] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    title: str = ""


def trail_grid(viewer: Any, states: Sequence[Any]) -> Grid:
    """The last of ``states`` drawn with the walk that led to it, where the viewer can
    (``trail_grid(states)``), else that state alone.

    >>> class One:
    ...     def state_grid(self, state):
    ...         return Grid.from_rows([[Cell(str(state), "tile")]])
    >>> trail_grid(One(), [1, 2]).cells[0].label
    '2'
    """
    drawn = getattr(viewer, "trail_grid", None)
    if callable(drawn):
        got: Grid = drawn(states)
        return got
    last: Grid = viewer.state_grid(states[-1])
    return last


def viewer_of(obj: Any) -> Viewer:
    """The :class:`Viewer` of ``obj``: a viewer itself, or anything with ``view()``
    (an :class:`~fewest.puzzles.base.Instance`, a user puzzle) returning one.

    Raises :class:`InvalidPuzzleError` when there is none.
    """
    if isinstance(obj, Viewer):
        return obj
    view = getattr(obj, "view", None)
    if callable(view):
        got = view()
        if isinstance(got, Viewer):
            return got
    raise InvalidPuzzleError(
        f"{type(obj).__name__} has no view: give it a view() method returning an object "
        "with state_grid(state) and move_highlights(move, before, after)"
    )


def state_cell(viewer: Any, state: Any) -> RC | None:
    """The board cell that stands for ``state``, when the viewer says so (else ``None``)."""
    fn = getattr(viewer, "state_cell", None)
    return fn(state) if callable(fn) else None


def frames(viewer: Viewer, solution: Any) -> list[Frame]:
    """One :class:`Frame` per state of ``solution`` (``length + 1`` frames).

    Raises :class:`InvalidPuzzleError` for a grid too big to draw
    (more than :data:`MAX_CELLS` cells).
    """
    states = list(solution.states)
    moves = list(solution.moves)
    out: list[Frame] = []
    for i, state in enumerate(states):
        grid = viewer.state_grid(state)
        if len(grid.cells) > MAX_CELLS:
            raise InvalidPuzzleError(
                f"the board has {len(grid.cells):,} cells, too many to draw "
                f"(at most {MAX_CELLS:,})"
            )
        if i == 0:
            out.append(Frame(grid, None, "start", 0))
            continue
        hl = viewer.move_highlights(moves[i - 1], states[i - 1], state)
        caption = f"{i}. {hl.text}" if hl.text else f"{i}."
        out.append(Frame(grid, hl, caption, i))
    return out


def picture(viewer: Viewer, solution: Any, title: str = "") -> Picture:
    """The :class:`Picture` of a solution: frames, length, optimality and stats."""
    stats = solution.stats.as_dict() if getattr(solution, "stats", None) is not None else {}
    stats.pop("iterations", None)
    fr = frames(viewer, solution)
    return Picture(
        frames=fr,
        length=len(solution.moves),
        optimal=bool(solution.optimal),
        algorithm=str(getattr(solution, "algorithm", "")),
        stats=stats,
        moves=[f.highlights.text if f.highlights else "" for f in fr[1:]],
        title=title,
    )
