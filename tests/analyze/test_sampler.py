"""The sampler: reproducible, the same with worker processes, every answer replayed."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

import pytest

from fewest.analyze import SampleSpec, sample_report
from fewest.analyze.sampler import Task, check_replay, sample, solve_task
from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits
from fewest.puzzles import get_family
from fewest.puzzles.base import InputOptions

SLIDING = get_family("sliding")


def facts(outcomes: list[Any]) -> list[tuple[Any, ...]]:
    return [(o.index, o.board, o.status, o.length, tuple(o.moves)) for o in outcomes]


def test_same_seed_same_sample_other_seed_other_boards() -> None:
    first = sample(SLIDING, "3x3", SampleSpec(count=6, seed=5))
    again = sample(SLIDING, "3x3", SampleSpec(count=6, seed=5))
    other = sample(SLIDING, "3x3", SampleSpec(count=6, seed=6))
    assert facts(first) == facts(again)
    assert [o.board for o in first] != [o.board for o in other]
    assert [o.index for o in first] == list(range(6))


def test_worker_processes_give_the_same_results_in_order() -> None:
    serial = sample(SLIDING, "2x3", SampleSpec(count=5, seed=9))
    pooled = sample(SLIDING, "2x3", SampleSpec(count=5, seed=9, jobs=2))
    assert facts(pooled) == facts(serial)


def test_every_answer_is_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    inst = SLIDING.parse("1 2 3 / 4 5 6 / 0 7 8", InputOptions())
    good = inst.solve()
    check_replay(inst, good)  # a real answer passes
    bad = dataclasses.replace(good, moves=good.moves[:-1])
    with pytest.raises(AssertionError, match="replay"):
        check_replay(inst, bad)
    # solve_task replays: a family answer that does not reach the goal is refused
    cls = type(inst)
    monkeypatch.setattr(cls, "solve", lambda self, *a, **k: bad)
    with pytest.raises(AssertionError, match="replay"):
        solve_task(Task(0, "sliding", "1 2 3 / 4 5 6 / 0 7 8", InputOptions(), None))


def test_limits_are_counted_not_hidden() -> None:
    spec = SampleSpec(count=3, seed=1, limits=Limits(max_expansions=10))
    rep = sample_report(get_family("rubiks-square"), "4x4", spec)
    assert rep.data["solved"] + rep.data["limit_hits"] == 3
    assert rep.data["limit_hits"] >= 1 and "limit reached" in rep.text


def test_report_facts_agree_with_the_outcomes() -> None:
    calls: list[tuple[str, float, float | None]] = []
    spec = SampleSpec(count=8, seed=4)
    rep = sample_report(
        get_family("card-match"), "3x4", spec, InputOptions(),
        progress=lambda d, done, total: calls.append((d, done, total)))
    data = rep.data
    assert sum(c for _, c in data["histogram"]) == data["solved"] == 8
    assert data["longest"]["length"] == data["max"]
    assert len(data["longest"]["moves"]) == data["max"]
    assert data["min"] >= 2 * 6  # six pairs: at least two Enters each
    assert data["ci95"][0] <= data["mean"] <= data["ci95"][1]
    assert calls[-1][1:] == (8, 8)
    assert "95% confidence interval" in rep.text and "longest found" in rep.text
    assert "cursor" in data["longest"]["options"]  # random starting cursors


def test_plot_is_written_atomically(tmp_path: Path) -> None:
    rep = sample_report(SLIDING, "2x3", SampleSpec(count=5, seed=2))
    assert rep.plot is not None
    path = tmp_path / "hist.png"
    rep.plot(str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert [p.name for p in tmp_path.iterdir()] == ["hist.png"]


def test_plot_without_matplotlib_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    rep = sample_report(SLIDING, "2x3", SampleSpec(count=2, seed=2))
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(InvalidPuzzleError, match=r"pip install 'fewest\[plot\]'"):
        assert rep.plot is not None
        rep.plot(str(tmp_path / "x.png"))
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("name,size", [("sliding", "3x3"), ("rubiks-square", "3x3"),
                                       ("snakes-ladders", "6")])
def test_pairs_apply_to_card_match_only(name: str, size: str) -> None:
    with pytest.raises(InvalidPuzzleError, match="--pairs"):
        sample_report(get_family(name), size, SampleSpec(count=1, pairs=3), InputOptions())
