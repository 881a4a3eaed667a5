"""The application layer: one request -> outcome path with the same answer for every front end."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from fewest.app import EXIT_CODES, Request, Status, prepare, run
from fewest.app.compare import compare, method_list
from fewest.batch.task import BatchSpec, solve_line_result
from fewest.cli.app import app
from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, replay
from fewest.puzzles.base import Instance
from fewest.serve.jobs import HTTP_STATUS, handle

runner = CliRunner()
HARD = "8 6 7 / 2 5 4 / 3 0 1"


def test_every_status_has_an_exit_code_and_an_http_status() -> None:
    assert set(EXIT_CODES) == set(Status) == set(HTTP_STATUS)
    assert sorted(EXIT_CODES.values()) == [0, 1, 2, 3, 4]


def test_solved_outcome_replays_and_has_the_one_shape() -> None:
    out = run(Request("sliding", HARD))
    assert out.status is Status.SOLVED and out.exit_code == 0
    sol, inst = out.solution, out.instance
    assert sol is not None and inst is not None
    puzzle = inst.puzzle()
    states, cost = replay(puzzle, puzzle.start, sol.moves)
    assert puzzle.is_goal(states[-1]) and cost == sol.length == 31
    body = out.to_json()
    assert {"puzzle", "status", "length", "moves", "optimal", "stats", "message"} <= set(body)
    json.dumps(body)


@pytest.mark.parametrize(("request_", "status", "words"), [
    (Request("sliding", "2 1 3 / 4 5 6 / 7 8 0"), Status.UNREACHABLE, "parity"),
    (Request("sliding", HARD, algorithm="bfs", limits={"max_expansions": 5}), Status.LIMIT,
     "limit reached"),
    (Request("nope", "1"), Status.INVALID, "unknown puzzle 'nope'"),
    (Request("sliding", HARD, mode="quick"), Status.INVALID, "mode must be"),
    (Request("sliding", HARD, mode="fast", algorithm="bfs"), Status.INVALID, "not both"),
    (Request("sliding", HARD, fmt="boj"), Status.INVALID, "format 'boj'"),
    (Request("sliding", HARD, limits={"max_states": "10"}), Status.INVALID, "max_states"),
    (Request("sliding", HARD, jobs=-2), Status.INVALID, "jobs must be"),
    (Request("sliding", HARD, options={"colour": 6}), Status.INVALID, "unknown option 'colour'"),
    (Request("sliding", HARD, options={"die": 6}), Status.INVALID, "--die 6 does not apply"),
])
def test_each_failure_is_an_outcome_never_an_exception(request_: Request, status: Status,
                                                       words: str) -> None:
    out = run(request_)
    assert out.status is status, out.message
    assert words in out.message and "\n" not in out.message
    body = out.to_json()
    assert body["status"] == status.value and body["message"] == out.message


def test_prepare_raises_one_line_for_the_first_problem() -> None:
    with pytest.raises(InvalidPuzzleError, match="unknown limit 'max_nodes'"):
        prepare(Request("sliding", HARD, limits={"max_nodes": 3}))


@pytest.mark.parametrize(("error", "status", "code"), [
    (MemoryError(), Status.LIMIT, 3), (RuntimeError("boom"), Status.INTERNAL, 4)])
def test_memory_and_internal_errors_map_alike_everywhere(monkeypatch: pytest.MonkeyPatch,
                                                         error: BaseException, status: Status,
                                                         code: int) -> None:
    def broken(self: Instance, *args: Any, **kwargs: Any) -> Any:
        raise error

    monkeypatch.setattr(Instance, "solve", broken)
    out = run(Request("sliding", HARD))
    assert out.status is status and out.exit_code == code
    cli = runner.invoke(app, ["solve", "sliding", HARD, "--json"])
    assert cli.exit_code == code and json.loads(cli.stdout)["status"] == status.value
    line = solve_line_result(BatchSpec("sliding"), 1, json.dumps({"board": HARD}))
    assert line["exit"] == code and line["status"] == status.value
    http, body = handle({"kind": "solve", "puzzle": "sliding", "board": HARD, "options": {},
                         "algorithm": "auto", "mode": "optimal", "limits": {}, "caps": {}})
    assert http == HTTP_STATUS[status] and body["status"] == status.value


def test_json_always_prints_one_object_even_at_a_limit() -> None:
    result = runner.invoke(app, ["solve", "sliding", HARD, "-a", "bfs", "--max-expansions", "5",
                                 "--json"])
    assert result.exit_code == 3
    body = json.loads(result.stdout)
    assert body["status"] == "limit" and body["reason"] == "max_expansions"
    assert body["length"] is None and body["stats"]["expanded"] == 5
    bad = runner.invoke(app, ["solve", "tetris", "1 2", "--json"])
    assert bad.exit_code == 2 and json.loads(bad.stdout)["status"] == "invalid"


def test_json_and_a_judge_format_are_refused_together() -> None:
    result = runner.invoke(app, ["solve", "sliding", HARD, "-f", "number", "--json"])
    assert result.exit_code == 2 and "not both" in result.stderr


def test_compare_refuses_unknown_names_everywhere() -> None:
    cli = runner.invoke(app, ["compare", "sliding", "1 2 3 / 0 4 6 / 7 5 8",
                              "--algorithms", "bfs,nope"])
    assert cli.exit_code == 2 and "unknown method 'nope'" in cli.stderr
    http, body = handle({"kind": "compare", "puzzle": "sliding", "board": "1 2 3 / 0 4 6 / 7 5 8",
                         "options": {}, "algorithms": ["bfs", "nope"], "limits": {},
                         "caps": {}})
    assert http == 400 and body["error"] == cli.stderr.strip().removeprefix("error: ")


def test_compare_exits_like_solve_on_an_unreachable_board() -> None:
    result = runner.invoke(app, ["compare", "sliding", "2 1 3 / 4 5 6 / 7 8 0",
                                 "--algorithms", "bfs,astar", "--json"])
    assert result.exit_code == 1
    body = json.loads(result.stdout)
    assert body["status"] == "unreachable" and body["shortest"] == -1
    assert body["rows"] == body["cols"] == 3 and len(body["algorithms"]) == 2


def test_compare_limits_are_per_method() -> None:
    prepared = prepare(Request("sliding", HARD, limits={"max_expansions": 50}))
    result = compare(prepared, method_list("bfs,astar"))
    assert [o.status for o in result.outcomes] == [Status.LIMIT, Status.LIMIT]
    assert all(o.stats is not None and o.stats.expanded <= 50 for o in result.outcomes)
    assert result.status is Status.LIMIT


def test_server_caps_apply_to_the_method_that_runs() -> None:
    prepared = prepare(Request("sliding", HARD, limits={"max_seconds": 30}),
                       caps={"max_seconds": 2, "max_states": 1000})
    assert prepared.limits == Limits(max_seconds=2, max_states=1000)
