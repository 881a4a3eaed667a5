"""``FAMILY.analyze``: the report's data and text, overshoot options, the optional plot."""

from __future__ import annotations

import json
import math
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import InputOptions, Report
from fewest.puzzles.snakes_ladders import FAMILY, linear, plot_finish_probability

EXAMPLE = ("[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
           "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]")
TRAP = "[[-1,-1,-1],[4,4,-1],[-1,8,-1]]"


@pytest.mark.parametrize("rule", [None, "stay", "bounce", "pass", "PASS"])
def test_report_data_is_plain_json(rule: str | None) -> None:
    report = FAMILY.analyze(EXAMPLE, InputOptions(overshoot=rule))
    assert isinstance(report, Report)
    data = json.loads(json.dumps(report.data, allow_nan=False))
    assert data["fewest_rolls"] == 4
    assert data["overshoot"] == (rule or "stay").lower()
    assert [step["to"] for step in data["path"]][-1] == 36
    curve = data["finish_probability"]
    assert curve[:3] == [0.0, 0.0, 0.0] and curve[3] > 0
    assert data["finish_table_complete"] and curve[-1] >= 0.99 > curve[-2]
    assert data["expected_status"] == "exact"
    assert data["quantiles"]["0.5"] <= data["quantiles"]["0.9"] <= len(curve)
    assert f"expected rolls with a fair die: {data['expected_rolls']:.12g}" in report.text
    assert "fewest rolls: 4: roll" in report.text


def test_overshoot_changes_odds_not_fewest_rolls() -> None:
    """Fewest rolls follows the spec whatever the rule; the fair-die figures differ."""
    reports = {r: FAMILY.analyze(EXAMPLE, InputOptions(overshoot=r)).data
               for r in ("stay", "bounce", "pass")}
    assert {d["fewest_rolls"] for d in reports.values()} == {4}
    assert reports["pass"]["expected_rolls"] < reports["stay"]["expected_rolls"]


def test_die_option_reaches_the_analysis() -> None:
    data = FAMILY.analyze("[[-1,-1],[-1,-1]]", InputOptions(die=2)).data
    assert data["die"] == 2 and data["expected_rolls"] == pytest.approx(3.0)
    assert data["finish_probability"][:3] == [0.0, 0.5, 0.75]


def test_infinite_expectation_is_reported_not_raised() -> None:
    report = FAMILY.analyze(TRAP, InputOptions(die=2))
    data = json.loads(json.dumps(report.data, allow_nan=False))
    assert data["expected_rolls"] is None and data["expected_status"] == "infinite"
    assert data["stuck_squares"] == [3, 4]
    assert data["finish_eventually"] == pytest.approx(0.5)
    assert data["fewest_rolls"] == 2
    assert "infinite" in report.text and "chance of ever finishing: 0.5000" in report.text
    assert not data["finish_table_complete"]


def test_unreachable_board_report() -> None:
    report = FAMILY.analyze("[[1,1,-1],[1,1,1],[-1,1,1]]", InputOptions())
    assert report.data["fewest_rolls"] == -1
    assert "fewest rolls: -1" in report.text
    assert report.data["finish_eventually"] == 0.0


def test_iterative_path_in_report(monkeypatch: pytest.MonkeyPatch) -> None:
    exact = FAMILY.analyze(EXAMPLE, InputOptions()).data["expected_rolls"]
    monkeypatch.setattr(linear, "DIRECT_LIMIT", 0)
    data = FAMILY.analyze(EXAMPLE, InputOptions()).data
    assert data["expected_status"] == "converged"
    assert data["expected_lower_bound"] <= exact * (1 + 1e-12)
    assert exact <= data["expected_upper_bound"] * (1 + 1e-12)
    assert data["expected_rolls"] == pytest.approx(exact, rel=1e-9)


def test_progress_callback_is_called() -> None:
    calls: list[tuple[str, float, float | None]] = []
    FAMILY.analyze(EXAMPLE, InputOptions(),
                   progress=lambda d, done, total: calls.append((d, done, total)))
    names = {c[0] for c in calls}
    assert "fewest rolls" in names and "finish probabilities" in names


@pytest.mark.parametrize(("options", "words"), [
    (InputOptions(overshoot="wrap"), "overshoot must be one of"),
    (InputOptions(cursor=(1, 1)), "--cursor .* does not apply"),
    (InputOptions(die=0), "die must be"),
])
def test_analyze_rejects_bad_options(options: InputOptions, words: str) -> None:
    with pytest.raises(InvalidPuzzleError, match=words):
        FAMILY.analyze(EXAMPLE, options)


def test_analyze_rejects_bad_board() -> None:
    with pytest.raises(InvalidPuzzleError, match="holds 99"):
        FAMILY.analyze("[[-1,-1],[-1,99]]", InputOptions())


def test_plot_without_matplotlib_is_a_clear_error(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    data = FAMILY.analyze(EXAMPLE, InputOptions()).data
    with pytest.raises(InvalidPuzzleError, match="needs matplotlib"):
        plot_finish_probability(data, tmp_path / "curve.png")
    with pytest.raises(InvalidPuzzleError, match="no 'finish_probability'"):
        plot_finish_probability({}, tmp_path / "curve.png")


def test_plot_draws_with_a_stand_in_matplotlib(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    """A recording stand-in for matplotlib checks what would be drawn and saved."""
    calls: dict[str, Any] = {}

    class Axes:
        def __getattr__(self, name: str) -> Any:
            return lambda *a, **k: calls.setdefault(name, (a, k))

    class Figure:
        def savefig(self, path: Path, **kwargs: Any) -> None:
            Path(path).write_bytes(b"\x89PNG")
            calls["savefig"] = kwargs

    mpl = types.ModuleType("matplotlib")
    mpl.use = lambda backend: calls.setdefault("backend", backend)  # type: ignore[attr-defined]
    pyplot = types.ModuleType("matplotlib.pyplot")
    pyplot.subplots = lambda **k: (Figure(), Axes())  # type: ignore[attr-defined]
    pyplot.close = lambda fig: None  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "matplotlib", mpl)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", pyplot)
    data = FAMILY.analyze(EXAMPLE, InputOptions()).data
    out = plot_finish_probability(data, tmp_path / "curve.png")
    assert out.read_bytes() == b"\x89PNG"
    assert calls["backend"] == "Agg" and calls["savefig"]["format"] == "png"
    xs, ys = calls["step"][0]
    assert list(ys) == data["finish_probability"]
    assert list(xs) == list(range(1, len(ys) + 1))
    assert math.isclose(calls["axvline"][0][0], data["expected_rolls"])
