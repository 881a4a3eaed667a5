"""Sample boards for every family, and readers that take rendered files apart."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from fewest.problem import Puzzle
from fewest.puzzles import get_family
from fewest.puzzles.options import make_options
from fewest.view import Cell, Grid, Highlights

# family name -> (board, CLI options, expected length)
SAMPLES: dict[str, tuple[str, list[str], int]] = {
    "sliding": ("1 2 3 / 0 4 6 / 7 5 8", [], 3),
    "rubiks-square": ("1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16", [], 2),
    "snakes-ladders": ("[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
                       "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]", [], 4),
    "card-match": ("[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]", ["--cursor", "1,0"], 14),
    "pancake": ("3 1 2 5 4", [], 4),
    "lights-out": ("1 1 1 / 0 1 1 / 0 0 1", [], 4),
    "pocket-cube": ("R U2 F'", [], 3),
    "hanoi": ("[[3,2,1],[],[]]", [], 7),
    "boj-9019": ("1\n1 16\n", [], 4),
    "boj-1963": ("1\n1033 8179\n", [], 6),
    "boj-9079": ("1\nH H H\nH T H\nH H H\n", [], 4),
    "boj-7562": ("1\n8\n0 0\n7 0\n", [], 5),
    "boj-14226": ("18", [], 8),
    "boj-12869": ("3\n12 10 4\n", [], 2),
    "boj-2178": ("4 6\n101111\n101010\n101011\n111011\n", [], 14),
    "boj-2206": ("6 4\n0100\n1110\n1000\n0000\n0111\n0000\n", [], 14),
    "boj-14442": ("6 4 2\n0100\n1110\n1000\n0000\n0111\n0000\n", [], 8),
    "boj-1600": ("1\n4 4\n0 0 0 0\n1 0 0 0\n0 0 1 0\n0 1 0 0\n", [], 4),
    "boj-1194": ("3 5\n..0..\n.###.\n..1.A\n", [], 6),
    "boj-16197": ("6 2\n.#\n.#\n.#\no#\no#\n##\n", [], 4),
}
SVG = "{http://www.w3.org/2000/svg}"


def _checked_length(name: str, board: str) -> int:
    """The length of the family's own solution of ``board``, once its cost is checked
    against the engine's Dijkstra (a family whose sample is its contract board)."""
    from fewest.search.dijkstra import dijkstra

    instance = get_family(name).parse(board)
    solution = instance.solve()
    assert solution.cost == dijkstra(instance.puzzle()).cost, (name, board)
    return int(solution.length)


def _contract_samples() -> None:
    """Every other family's sample is its contract ``small`` board: a new family
    needs no line here."""
    from fewest.puzzles import families
    from tests.contract.boards import BOARDS

    for family in families():
        board = BOARDS.get(family.name, {}).get("small")
        if family.name not in SAMPLES and isinstance(board, str) and not family.computed:
            SAMPLES[family.name] = (board, [], _checked_length(family.name, board))


_contract_samples()


def solved(name: str) -> tuple[Any, Any]:
    """The sample instance of family ``name`` and its optimal solution."""
    board, args, _ = SAMPLES[name]
    opts = dict(zip([a.lstrip("-") for a in args[::2]], args[1::2], strict=True))
    inst = get_family(name).parse(board, make_options(**opts))
    return inst, inst.solve()


Pic = dict[tuple[int, int], tuple[str, str, str]]


def labels(grid: Any) -> Pic:
    """``(row, col) -> (label, role, marks)`` of a view-model grid."""
    return {divmod(k, grid.cols): (c.label, c.role, " ".join(c.marks))
            for k, c in enumerate(grid.cells)}


def svg_frames(text: str) -> tuple[ET.Element, list[ET.Element]]:
    """The parsed SVG root and its ``g.frame`` elements, in document order."""
    root = ET.fromstring(text)
    frames = [g for g in root.iter(f"{SVG}g") if "frame" in g.get("class", "").split()]
    return root, frames


def svg_picture(root: ET.Element, frame: ET.Element) -> Pic:
    """What one SVG frame shows: the steady board cells plus the frame's own cells."""
    out = {}
    for holder in [g for g in root if g.get("class") == "board"] + [frame]:
        for cell in holder.iter(f"{SVG}g"):
            if cell.get("class") == "cell":
                r, c = (int(x) for x in cell.get("data-rc", "").split(","))
                out[(r, c)] = (cell.get("data-label", ""), cell.get("data-role", ""),
                               cell.get("data-marks", ""))
    return out


def html_data(page: str) -> dict[str, Any]:
    """The JSON the first player in ``page`` reads."""
    m = re.search(r'<script type="application/json" class="fp-data">(.*?)</script>', page, re.S)
    assert m, "no player data in the page"
    data: dict[str, Any] = json.loads(m.group(1).replace("<\\/", "</"))
    return data


def html_pictures(page: str) -> list[Pic]:
    """Every frame of the first player, rebuilt from its change lists."""
    data = html_data(page)
    cols = data["cols"]
    cur: dict[int, Any] = {}
    out = []
    for f in data["frames"]:
        for entry in f["d"]:
            cur[entry[0]] = entry
        out.append({divmod(k, cols): (e[1], data["roles"][e[2]],
                                      " ".join(data["marks"][m] for m in e[3]))
                    for k, e in cur.items()})
    return out


def layers(puzzle: Any, upto: int) -> list[int]:
    """States at each distance 0..upto from the start (a plain BFS written here, no engine)."""
    seen = {puzzle.start: 0}
    queue = deque([puzzle.start])
    counts = [0] * (upto + 1)
    while queue:
        s = queue.popleft()
        d = seen[s]
        if d > upto:
            continue
        counts[d] += 1
        for _m, t, _c in puzzle.successors(s):
            if t not in seen:
                seen[t] = d + 1
                queue.append(t)
    return counts


class Steps(Puzzle[int]):
    """A user puzzle with no view: 0, 1, ... up to ``goal``, one ``move`` at a time."""

    start = 0

    def __init__(self, goal: int, move: str = "+1") -> None:
        self.target, self.move = goal, move

    def is_goal(self, s: int) -> bool:
        return s == self.target

    def successors(self, s: int) -> Iterator[tuple[str, int, int]]:
        yield self.move, s + 1, 1


class DrawnSteps(Steps):
    """:class:`Steps` with a view: one row of cells, ``@`` where the count stands."""

    def __init__(self, goal: int, move: str = "+1",
                 label: Callable[[int, int], str] = lambda s, i: "@" if i == s else "",
                 width: int | None = None) -> None:
        super().__init__(goal, move)
        self.label, self.width = label, width or goal + 1

    def view(self) -> DrawnSteps:
        return self

    def state_grid(self, s: int) -> Grid:
        return Grid.from_rows([[Cell(self.label(s, i), "tile") for i in range(self.width)]])

    def move_highlights(self, m: str, a: int, b: int) -> Highlights:
        return Highlights(text=m, path=((0, min(a, self.width - 1)), (0, min(b, self.width - 1))))
