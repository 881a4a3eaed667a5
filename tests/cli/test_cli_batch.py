"""``fewest solve --batch`` with --jobs and --output, through the CLI."""

from __future__ import annotations

import json

from tests.batch.helpers import (
    check_sliding,
    comparable,
    distances,
    read_results,
    scrambles,
    text,
    write_lines,
)
from typer.testing import CliRunner

from fewest.cli.app import app

runner = CliRunner()
BOARDS = scrambles(10, seed=11)
UNREACHABLE = (2, 1, 3, 4, 5, 6, 7, 8, 0)


def batch_file(tmp_path):
    lines: list = [{"board": text(b)} for b in BOARDS]
    lines.insert(3, {"board": text(UNREACHABLE)})
    lines.insert(5, "not json")
    lines.insert(7, "")
    lines.append({"board": text(BOARDS[0]), "algorithm": "astar"})
    return write_lines(tmp_path / "in.jsonl", lines), lines


def expected_board(line):
    return UNREACHABLE if line["board"] == text(UNREACHABLE) else tuple(
        int(x) for x in line["board"].replace("/", " ").split())


def solve(*args):
    return runner.invoke(app, ["solve", "sliding", *args])


def test_jobs_2_equals_jobs_1_in_input_order(tmp_path):
    path, lines = batch_file(tmp_path)
    serial = solve("--batch", str(path))
    parallel = solve("--batch", str(path), "--jobs", "2")
    assert serial.exit_code == parallel.exit_code == 2  # the bad line
    one = [json.loads(x) for x in serial.stdout.splitlines()]
    two = [json.loads(x) for x in parallel.stdout.splitlines()]
    assert [comparable(r) for r in one] == [comparable(r) for r in two]
    numbers = [n for n, x in enumerate(lines, start=1) if x != ""]
    assert [r["line"] for r in two] == numbers
    for r in two:
        item = lines[r["line"] - 1]
        if item == "not json":
            assert r["exit"] == 2 and r["length"] is None and "not JSON" in r["error"]
        else:
            check_sliding(r, expected_board(item))


def test_judge_format_prints_counts_in_order(tmp_path):
    path, lines = batch_file(tmp_path)
    result = solve("--batch", str(path), "--jobs", "2", "-f", "number")
    want = []
    for item in lines:
        if item == "not json":
            want.append("error")
        elif item != "":
            want.append(str(distances().get(expected_board(item), -1)))
    assert result.stdout.splitlines() == want
    assert "line 6: error: line is not JSON" in result.stderr


def test_output_file_gets_every_line_once_and_resume_skips_done(tmp_path):
    path, _lines = batch_file(tmp_path)
    out = tmp_path / "out.jsonl"
    first = solve("--batch", str(path), "--jobs", "2", "--output", str(out))
    stored = read_results(out)
    assert sorted(r["line"] for r in stored) == sorted(json.loads(x)["line"]
                                                         for x in first.stdout.splitlines())
    # a rerun solves nothing again: a planted result for line 1 is printed, not replaced
    planted = [r if r["line"] != 1 else {**r, "length": 999} for r in stored]
    out.write_text("".join(json.dumps(r) + "\n" for r in planted))
    again = solve("--batch", str(path), "--jobs", "2", "--output", str(out))
    assert json.loads(again.stdout.splitlines()[0])["length"] == 999
    assert read_results(out) == planted
    assert again.exit_code == first.exit_code == 2


def test_resume_cuts_a_partial_line_and_finishes(tmp_path):
    path, _lines = batch_file(tmp_path)
    out = tmp_path / "out.jsonl"
    full = solve("--batch", str(path), "--output", str(out))
    complete = read_results(out)
    kept = complete[:4]
    out.write_text("".join(json.dumps(r) + "\n" for r in kept) + json.dumps(complete[4])[:25])
    resumed = solve("--batch", str(path), "--output", str(out), "--jobs", "2")
    assert resumed.stdout.splitlines()[:4] == full.stdout.splitlines()[:4]
    final = read_results(out)
    assert final[:4] == kept
    assert sorted(r["line"] for r in final) == sorted(r["line"] for r in complete)
    assert ([comparable(r) for r in sorted(final, key=lambda r: r["line"])]
            == [comparable(r) for r in sorted(complete, key=lambda r: r["line"])])


def test_output_that_is_not_a_result_file_is_refused(tmp_path):
    path, _lines = batch_file(tmp_path)
    out = write_lines(tmp_path / "out.jsonl", [{"board": "1 2 3 / 4 5 6 / 7 8 0"}])
    result = solve("--batch", str(path), "--output", str(out))
    assert result.exit_code == 2 and "is not a fewest result" in result.stderr
    assert out.read_text().count("\n") == 1


def test_bad_jobs_and_batch_only_options_are_usage_errors(tmp_path):
    path, _lines = batch_file(tmp_path)
    assert "jobs must be 0" in solve("--batch", str(path), "--jobs", "-1").stderr
    single = solve("1 0 3 / 4 2 5 / 7 8 6", "--output", str(tmp_path / "o.jsonl"))
    assert single.exit_code == 2 and "--batch only" in single.stderr
    both = solve("--batch", str(path), "--jobs", "2", "--cluster", "tcp://127.0.0.1:1")
    assert both.exit_code == 2 and "not both" in both.stderr
    split = solve("1 0 3 / 4 2 5 / 7 8 6", "--algorithm", "bfs", "--jobs", "2")
    assert split.exit_code == 2 and "cannot split" in split.stderr


def test_jobs_0_means_every_core(tmp_path):
    path, _lines = batch_file(tmp_path)
    every = solve("--batch", str(path), "--jobs", "0", "-f", "number")
    one = solve("--batch", str(path), "-f", "number")
    assert every.stdout == one.stdout and every.exit_code == one.exit_code
