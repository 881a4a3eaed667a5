"""``fewest analyze`` for snakes and ladders: fewest rolls plus the fair-die game.

>>> from fewest.puzzles.snakes_ladders.model import parse_board
>>> report = analyze_board(parse_board("[[-1,-1],[-1,-1]]", die=2))
>>> report.data["fewest_rolls"], report.data["expected_rolls"], report.data["quantiles"]["0.5"]
(2, 3.0, 2)
>>> print(report.text.splitlines()[2])
expected rolls with a fair die: 3 (exact, dense LU (LAPACK) over 3 squares; certified within 0)
>>> [round(p, 4) for p in report.data["players"][0]["win"]]
[0.6667, 0.3333]
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from fewest.errors import NoSolutionError
from fewest.problem import Solution
from fewest.progress import ProgressFn
from fewest.puzzles.base import Report
from fewest.puzzles.snakes_ladders.markov import (
    Expectation,
    expected_rolls,
    finish_eventually,
    finish_probabilities,
    transition_chain,
)
from fewest.puzzles.snakes_ladders.model import SnakesBoard
from fewest.puzzles.snakes_ladders.overshoot import check_overshoot
from fewest.puzzles.snakes_ladders.players import PLAYER_COUNTS, GameOdds, game_odds
from fewest.puzzles.snakes_ladders.puzzle import move_json, move_text
from fewest.puzzles.snakes_ladders.solver import fast_solve

#: Paths longer than this are left out of the report.
PATH_LIMIT = 1000
#: Rows of the finish-probability table shown as text.
TABLE_ROWS = 30
QUANTILES = (0.5, 0.9, 0.99)
#: The finish-time table behind the players' odds runs until this little chance is left.
TAIL = 1e-13
#: At most this many transition steps for that table (``rolls x transitions``).
TAIL_WORK = 1e9
START_TEXT = {1: "start on square 1", 0: "start off the board"}

OVERSHOOT_TEXT = {
    "stay": "a roll past the last square leaves the piece where it is",
    "bounce": "a roll past the last square bounces back from it",
    "pass": "any roll that reaches or passes the last square finishes",
}


def analyze_board(board: SnakesBoard, overshoot: str = "stay", *,
                  progress: ProgressFn | None = None, target: float = 0.99,
                  solve: Callable[[SnakesBoard], Solution[Any]] | None = None) -> Report:
    """Fewest rolls, the expected rolls under a fair die, ``P(done within k)`` and
    the odds of games between 2 to 4 players.

    The fewest-rolls answer follows the spec (rolls may not pass the last
    square, you pick each value); the overshoot rule only changes the
    fair-die figures.  The table of ``P(done within k)`` shown stops at
    ``target``; the players' odds use it run on until :data:`TAIL`.
    """
    rule = check_overshoot(overshoot)
    data: dict[str, Any] = {
        "puzzle": "snakes-ladders", "n": board.n, "squares": board.squares,
        "die": board.die, "overshoot": rule, "start": board.start,
    }
    if progress is not None:
        progress("fewest rolls", 0, 1)
    try:
        solution = (solve or fast_solve)(board)
        data["fewest_rolls"] = solution.length
        if solution.length <= PATH_LIMIT:
            data["path"] = [move_json(m) for m in solution.moves]
        moves_text = ", ".join(move_text(m) for m in solution.moves[:PATH_LIMIT])
    except NoSolutionError:
        data["fewest_rolls"] = -1
        moves_text = ""
    if progress is not None:
        progress("fewest rolls", 1, 1)
    chain = transition_chain(board, rule)
    expectation = expected_rolls(board, rule, chain=chain, progress=progress)
    data.update(_expectation_data(expectation))
    if expectation.status == "infinite":
        data["finish_eventually"] = finish_eventually(chain)
    long_curve = finish_probabilities(board, rule, chain=chain, progress=progress,
                                      target=1.0 - TAIL, k_max=10**6, max_work=TAIL_WORK)
    curve = _shown(long_curve, target)
    odds = [game_odds(long_curve, m) for m in PLAYER_COUNTS]
    endless = data.get("finish_eventually", 1.0) < 1.0  # every player may get stuck
    data["players"] = [_odds_data(o, endless) for o in odds]
    data["finish_probability"] = [float(p) for p in curve]
    data["finish_table_target"] = target
    data["finish_table_complete"] = bool(curve.size and curve[-1] >= target)
    data["quantiles"] = {str(q): _quantile(curve, q) for q in QUANTILES}
    def plot(path: str) -> None:
        from fewest.puzzles.snakes_ladders.plot import plot_finish_probability

        plot_finish_probability(data, path)

    text = _text(data, moves_text, expectation, curve) + "\n" + _players_text(odds, data)
    return Report(data=data, text=text, plot=plot)


def round_up(width: float) -> str:
    """A bracket's half-width to one significant digit, rounded *up*, so that the
    printed "certified within" is still a true bound.

    >>> round_up(3.48e-13), round_up(3e-13), round_up(0.0), round_up(0.012)
    ('4e-13', '3e-13', '0', '0.02')
    """
    if width <= 0:
        return "0"
    exp = math.floor(math.log10(width))
    return f"{math.ceil(round(width / 10.0**exp, 9)) * 10.0**exp:g}"


def _shown(curve: np.ndarray, target: float) -> np.ndarray:
    """The table up to the first ``k`` with ``P >= target`` (or, where the piece can get
    stuck, up to where less than ``1 - target`` of the chance is still to come)."""
    if curve.size == 0:
        return curve
    level = min(target, float(curve[-1]) - (1.0 - target))
    hits = np.flatnonzero(curve >= level)
    return curve[: int(hits[0]) + 1] if hits.size else curve


def _odds_data(o: GameOdds, endless: bool) -> dict[str, Any]:
    """The JSON of one player count; no expected length for a game that may never end."""
    out = o.as_dict()
    if endless:
        out["expected_rounds"] = out["expected_rolls"] = None
    return out


def _players_text(odds: list[GameOdds], data: dict[str, Any]) -> str:
    head = "players taking turns (player 1 rolls first): chance of winning; "
    if data["fewest_rolls"] < 0:
        return head + "nobody can win: the last square cannot be reached"
    endless = data.get("finish_eventually", 1.0) < 1.0
    lines = [head + ("no expected game length: every player may get stuck, so the game "
                     "may never end" if endless else "expected game length")]
    for o in odds:
        chances = "  ".join(f"P{i + 1} {p:.4f}" for i, p in enumerate(o.win))
        line = f"  {o.players} players: {chances}"
        if not endless:
            line += (f"; {o.expected_rounds:.4f} rounds ({o.expected_rolls:.4f} rolls in all)")
        if endless:
            line += f"; nobody ever wins with chance {1 - sum(o.win):.4f}"
        elif o.unresolved > 1e-9:
            line += f" (the table ends with {o.unresolved:.2g} of the chance undecided)"
        lines.append(line)
    return "\n".join(lines)


def _expectation_data(e: Expectation) -> dict[str, Any]:
    out: dict[str, Any] = {
        "expected_rolls": None if math.isinf(e.value) else e.value,
        "expected_status": e.status,
        "expected_method": e.method,
        "expected_states": e.states,
    }
    if e.status in ("bounds", "converged", "exact"):
        out["expected_lower_bound"] = e.lower
        out["expected_upper_bound"] = None if e.upper is None or math.isinf(e.upper) else e.upper
    if e.status == "infinite":
        out["stuck_squares"] = e.stuck
    return out


def _quantile(curve: np.ndarray, q: float) -> int | None:
    """The fewest rolls ``k`` with ``P(done within k) >= q`` (``None`` past the table)."""
    hits = np.flatnonzero(curve >= q)
    return int(hits[0]) + 1 if hits.size else None


def _text(data: dict[str, Any], moves_text: str, e: Expectation, curve: np.ndarray) -> str:
    lines = [
        f"snakes and ladders, {data['n']} x {data['n']} ({data['squares']} squares), "
        f"die {data['die']}, {START_TEXT[data['start']]}, overshoot '{data['overshoot']}': "
        f"{OVERSHOOT_TEXT[data['overshoot']]}",
    ]
    fewest = data["fewest_rolls"]
    if fewest < 0:
        lines.append(f"fewest rolls: -1 (square {data['squares']} cannot be reached)")
    else:
        shown = f": {moves_text}" if fewest <= 12 else ""
        lines.append(f"fewest rolls: {fewest}{shown}")
    if e.status == "infinite":
        lines.append(
            "expected rolls with a fair die: infinite (the piece can get stuck: from "
            f"square{'s' if len(e.stuck) > 1 else ''} {', '.join(map(str, e.stuck))} "
            "the last square cannot be reached)"
        )
        ever = data.get("finish_eventually")
        if ever is not None:
            lines.append(f"chance of ever finishing: {ever:.4f}")
    elif e.status == "bounds":
        upper = "infinity" if e.upper is None or math.isinf(e.upper) else f"{e.upper:.4f}"
        lines.append(f"expected rolls with a fair die: about {e.value:.4f}, certainly between "
                     f"{e.lower:.4f} and {upper} ({e.method}, stopped at the time limit)")
    else:
        width = "" if e.upper is None or e.lower is None else (
            f"; certified within {round_up(max(e.upper - e.value, e.value - e.lower, 0.0))}")
        lines.append(f"expected rolls with a fair die: {e.value:.12g} "
                     f"({e.status}, {e.method} over {e.states} squares{width})")
    lines.append("chance of having finished within k rolls:")
    lines.extend(_table(curve, data.get("fewest_rolls", 0)))
    marks = [f"{int(float(q) * 100)}% by k = {k}" for q, k in data["quantiles"].items()
             if k is not None]
    if marks:
        lines.append("; ".join(marks))
    if e.status == "infinite":
        lines.append(f"(table stops at k = {curve.size}: less than "
                     f"{1 - data['finish_table_target']:.0%} of the chance can still finish)")
    elif not data["finish_table_complete"]:
        lines.append(f"(table stops at k = {curve.size}, before reaching "
                     f"{data['finish_table_target']:.0%})")
    return "\n".join(lines)


def _table(curve: np.ndarray, fewest: int) -> list[str]:
    first = max(1, fewest)
    if curve.size < first:
        return ["     k  P(done)", "   (the table is empty: no roll count reaches the end yet)"]
    ks = np.arange(first, curve.size + 1)
    if ks.size > TABLE_ROWS:
        ks = np.unique(np.linspace(first, curve.size, TABLE_ROWS).round().astype(int))
    rows = ["     k  P(done)"]
    rows.extend(f"{k:6d}  {curve[k - 1]:.4f}" for k in ks)
    return rows
