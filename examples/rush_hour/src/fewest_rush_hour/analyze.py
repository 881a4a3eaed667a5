"""``fewest analyze rush-hour BOARD``: the board's whole cluster, beside published figures.

The report counts the states reachable from the board (Fogleman's cluster
size), the solved ones among them, the board's own fewest moves, the
hardest state of the cluster and how many states lie at each distance.
Two published boards are checked by name:

* ``GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo``: 51 moves in a cluster of 4,780
  states (Fogleman's database line ``51 GBBo... 4780``; the puzzle pictured
  in the README of github.com/fogleman/rush);
* ``IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM`` (one wall): 60 moves, the most in
  his database (the board his online player opens with, ``web/app.js``);
* ``BBBCDEFGGCDEFoAADEHHIooooJIoKKoJLLMM``: 49 moves, 93 unit steps (the
  example of his README), in a cluster of 24,132 states, the size reported
  for the 93-step position of Collette, Raskin and Servais.

>>> r = analyze_board("ooooBoooooBoAAooBooooooooooooooooooo")
>>> r.data["states"], r.data["goal_states"], r.data["distance"], r.data["histogram"]
(14, 1, 2, [1, 4, 9])
"""

from __future__ import annotations

from typing import Any

from fewest.family import Report
from fewest_rush_hour.cluster import explore, goal_distances
from fewest_rush_hour.model import Board

#: board -> (fewest moves, cluster size or None, source)
PUBLISHED: dict[str, tuple[int, int | None, str]] = {
    "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo": (
        51, 4780, "Fogleman's database (rush.txt) and the README of github.com/fogleman/rush"),
    "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM": (
        60, None, "Fogleman's online player (web/app.js): the most moves in his database"),
    "BBBCDEFGGCDEFoAADEHHIooooJIoKKoJLLMM": (
        49, 24132, "Fogleman's README example (49 moves, 93 steps); the cluster size reported "
        "for the 93-step position of Collette, Raskin and Servais"),
}


def analyze_board(text: Any) -> Report:
    """The cluster facts of one board (see the module docstring)."""
    board = Board.from_text(text)
    states = explore(board)
    dist = goal_distances(board, states)
    hist = [0] * (max(dist.values(), default=-1) + 1)
    for d in dist.values():
        hist[d] += 1
    top = len(hist) - 1
    hardest = min((board.to_text(s) for s, d in dist.items() if d == top), default=None)
    data: dict[str, Any] = {
        "board": board.to_text(), "states": len(states), "goal_states": hist[0] if hist else 0,
        "distance": dist.get(board.start, -1), "max_distance": top if hist else None,
        "hardest": hardest, "histogram": hist, "published": None,
    }
    lines = [f"rush-hour {data['board']}: {len(states):,} states reachable (its cluster), "
             f"{data['goal_states']:,} of them solved"]
    if not hist:
        lines.append("no state of the cluster is solved: the board is unsolvable")
    else:
        lines.append(f"this board: {data['distance']} moves from solved"
                     if data["distance"] >= 0 else "this board cannot be solved")
        lines.append(f"hardest state of the cluster: {top} moves ({hardest})")
        lines += ["", " moves    states"] + [f"{d:6d} {n:9,d}" for d, n in enumerate(hist)]
    known = PUBLISHED.get(data["board"])
    if known is not None:
        moves, size, source = known
        data["published"] = {"moves": moves, "states": size, "source": source}
        agree = data["distance"] == moves and size in (None, len(states))
        shown = f"{moves} moves" + ("" if size is None else f", a cluster of {size:,} states")
        lines.append(f"published: {shown} ({source}): {'agrees' if agree else 'DISAGREES'}")
    return Report(data, "\n".join(lines))
