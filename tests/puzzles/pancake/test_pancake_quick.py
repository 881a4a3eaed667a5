"""``auto``'s quick pure-Python search is capped in seconds on a long stack, where its
expansion budget alone would cost a second before the compiled search runs."""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits
from fewest.puzzles import parse


def quick_limits(board: str, limits: Limits, monkeypatch: Any) -> tuple[list[Limits], Any]:
    """The limits ``auto`` gives its quick search on ``board``, and auto's answer."""
    inst = parse("pancake", board)
    seen: list[Limits] = []
    original = type(inst).run_quick

    def spy(self: Any, name: str, quick: Limits) -> Any:
        seen.append(quick)
        return original(self, name, quick)

    monkeypatch.setattr(type(inst), "run_quick", spy)
    return seen, inst.solve("auto", limits=limits)


def test_quick_search_gets_the_familys_seconds_cap(monkeypatch: Any) -> None:
    seen, sol = quick_limits("3 1 2 5 4", Limits(max_seconds=10.0), monkeypatch)
    cap = parse("pancake", "2 1").family.quick_seconds
    assert cap is not None and seen[0].max_seconds == cap < 5.0
    assert sol.optimal and sol.length == len(sol.moves) > 0


def test_a_tighter_user_limit_still_gives_the_quick_search_half(monkeypatch: Any) -> None:
    seen, sol = quick_limits("3 1 2 5 4", Limits(max_seconds=0.2), monkeypatch)
    assert seen[0].max_seconds == 0.1
    assert sol.optimal
