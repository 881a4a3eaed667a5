"""Checks through the CLI that the four classic families (pancake, lights-out, pocket-cube,
hanoi) share: ``analyze --sample`` against an oracle and the full ``analyze``, ``--batch``
and ``fewest list``.  Each family's tests pass their own independent oracle.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.serve.conftest import replay
from typer.testing import CliRunner

from fewest.analyze.sampler import board_rng
from fewest.cli.app import app
from fewest.puzzles import get_family
from fewest.puzzles.options import InputOptions, make_options

runner = CliRunner()
#: ``oracle(board text, options) -> fewest moves`` (-1: unreachable), written for the test
Oracle = Callable[[str, InputOptions], int]


def cli_json(*args: str, code: int = 0) -> Any:
    """Run ``fewest ARGS --json`` and return its JSON."""
    result = runner.invoke(app, [*args, "--json"])
    assert "Traceback" not in result.output, result.output
    assert result.exit_code == code, result.output
    return json.loads(result.stdout)


def drawn_boards(name: str, size: str, count: int, seed: int,
                 options: InputOptions) -> list[tuple[str, InputOptions]]:
    """The boards ``--sample count --seed seed`` solves, drawn again from the family's plan."""
    family = get_family(name)
    plan = family.sample_plan(size, options, None)
    if plan.draw is not None:
        return [plan.draw(board_rng(seed, i)) for i in range(count)]
    return [(family.scramble(plan.size, None, board_rng(seed, i)), options)
            for i in range(count)]


def check_sample(name: str, size: str, count: int, seed: int, oracle: Oracle,
                 *flags: str, full: list[int] | None = None) -> dict[str, Any]:
    """``fewest analyze NAME SIZE --sample COUNT --seed SEED FLAGS --json``: every board is
    solved (and replayed, by the sampler), the histogram is the oracle's on the same boards
    and, given the ``full`` histogram of ``analyze`` over the whole population the boards are
    drawn from uniformly, the sample stays inside it and its interval holds the true mean."""
    args = ["analyze", name, *([size] if size else []), "--sample", str(count),
            "--seed", str(seed), *flags]
    data = cli_json(*args)
    assert (data["samples"], data["solved"], data["limit_hits"]) == (count, count, 0)
    opts = dict(zip([f.lstrip("-") for f in flags[::2]], flags[1::2], strict=True))
    boards = drawn_boards(name, size, count, seed, make_options(**opts))
    lengths = [oracle(board, options) for board, options in boards]
    assert {d: n for d, n in data["histogram"] if n} == Counter(lengths)
    longest = data["longest"]
    assert longest["length"] == max(lengths) == len(longest["moves"]) == data["max"]
    assert longest["board"] == boards[longest["index"]][0]
    if full is not None:
        assert all(full[d] > 0 for d in lengths) and max(lengths) < len(full)
        mean = sum(d * n for d, n in enumerate(full)) / sum(full)
        low, high = data["ci95"]
        assert low <= mean <= high, (mean, data["ci95"])
    return data


def check_batch(name: str, boards: list[tuple[str, dict[str, Any]]], oracle: Oracle,
                tmp_path: Path) -> None:
    """``fewest solve NAME --batch FILE``: one JSON line per board, lengths equal to the
    oracle's, every answer replayed; a last, malformed line is ``invalid`` (exit 2)."""
    path = tmp_path / "lines.jsonl"
    lines = [json.dumps({"board": b, **o}) for b, o in boards] + ['{"board": "[[["}']
    path.write_text("\n".join(lines) + "\n")
    result = runner.invoke(app, ["solve", name, "--batch", str(path)])
    assert "Traceback" not in result.output and result.exit_code == 2, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["line"] for r in rows] == list(range(1, len(lines) + 1))
    assert rows[-1]["status"] == "invalid" and rows[-1]["exit"] == 2
    for (board, options), row in zip(boards, rows, strict=False):
        expected = oracle(board, make_options(**options))
        assert row["length"] == expected, (board, row)
        assert row["status"] == ("solved" if expected >= 0 else "unreachable")
        if expected >= 0:
            assert row["optimal"] and replay(name, board, row["moves"], **options)


def check_listed(name: str, options: list[str]) -> None:
    """``fewest list``: the family, its aliases, options (with help) and formats."""
    listed = {p["name"]: p for p in cli_json("list")["puzzles"]}
    entry = listed[name]
    family = get_family(name)
    assert entry["options"] == options == list(entry["option_help"])
    assert entry["aliases"] == list(family.aliases)
    assert entry["formats"] == ["text", "json", "number"]
    text = runner.invoke(app, ["list"]).stdout
    assert f"{name} (also: {', '.join(family.aliases)})" in text
