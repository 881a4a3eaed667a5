"""The ``pocket-cube`` family: parse a scramble or sticker net, solve by table, print.

>>> inst = FAMILY.parse("R U2 F'")
>>> sol = inst.solve()
>>> " ".join(inst.move_text(m) for m in sol.moves), inst.judge_output(sol, "number")
("F U2 R'", '3')
>>> FAMILY.parse("R U2 F'", InputOptions(metric="qtm")).solve().length
4
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.problem import Limits
from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, Instance, Report
from fewest.puzzles.methods import TableNeed
from fewest.puzzles.options import InputOptions
from fewest.puzzles.pocket_cube.methods import METHODS, NAME
from fewest.puzzles.pocket_cube.model import METRICS, Cube, net_lines
from fewest.puzzles.pocket_cube.puzzle import PocketPuzzle

if TYPE_CHECKING:
    from fewest.puzzles.base import SamplePlan


class PocketInstance(Instance):
    """One oriented cube and the metric it is solved in."""

    def __init__(self, cube: Cube, metric: str) -> None:
        self.cube = cube
        self.metric = metric

    def auto_method(self, limits: Limits | None) -> str:
        return NAME

    def table_need(self, method: str) -> TableNeed | None:
        """The metric's distance table, when it is not cached yet."""
        from fewest.puzzles.pocket_cube import tables

        if method not in ("auto", NAME) or not self.cube.reachable():
            return None
        return tables.need(self.metric)

    def check_reachable(self) -> None:
        twist = self.cube.twist()
        if twist:
            raise NoSolutionError(
                f"{self.cube.to_text()}: the corner twists sum to {twist} (mod 3), so a corner "
                "is twisted in place; no turns solve it")

    def view(self) -> Any:
        from fewest.puzzles.pocket_cube.view import PocketView

        return PocketView()

    def puzzle(self) -> PocketPuzzle:
        return PocketPuzzle(self.cube, self.metric)

    def format_state(self, state: Any) -> str:
        return net_lines(str(state))

    def summary(self) -> dict[str, Any]:
        return {"metric": self.metric, "stickers": self.cube.to_text(),
                "reachable": self.cube.reachable()}


class PocketFamily(Family):
    """The 2x2x2 Rubik's cube."""

    name = "pocket-cube"
    aliases = ("2x2x2", "rubiks-2x2")
    summary = "2x2x2 Rubik's cube: a scramble (R U2 F') or 24 stickers; HTM or QTM"
    methods = METHODS

    def build(self, board: Any, options: InputOptions) -> PocketInstance:
        return PocketInstance(Cube.from_text(board), _metric(options))

    def prebuild(self, size: str, options: InputOptions,
                 progress: ProgressFn | None = None) -> list[str]:
        """Both metrics' distance tables."""
        from fewest.puzzles.pocket_cube import tables
        from fewest.puzzles.pocket_cube.scramble import check_size

        check_size(size)
        return tables.prebuild(progress)

    def sample_plan(self, size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
        """Random cubes for ``--sample`` (see its ``scramble.py``)."""
        from fewest.puzzles.pocket_cube.scramble import sample_plan

        _metric(options)
        return sample_plan(size, options, pairs)

    def analyze(self, target: str, options: InputOptions, *,
                progress: ProgressFn | None = None) -> Report:
        """Every position's distance (``target`` may be empty or ``2x2x2``)."""
        from fewest.puzzles.pocket_cube.analyze import analyze_metric
        from fewest.puzzles.pocket_cube.scramble import check_size

        check_size(target)
        return analyze_metric(_metric(options), progress)


def _metric(options: InputOptions) -> str:
    """The metric option, checked (``htm`` when not given)."""
    metric = str(options.metric or "htm").strip().lower()
    if metric not in METRICS:
        raise InvalidPuzzleError(f"--metric must be htm or qtm, got {options.metric!r}")
    return metric


FAMILY = PocketFamily()
PocketInstance.family = FAMILY
