"""A problem whose answer is computed over the whole input, not a path (boj-7576's days,
leetcode-743's every-node Dijkstra): ``/api/solve`` answers it as the judge prints it,
with why there is no path, also when the page asks for the view (it was an internal
error, HTTP 500, on every one of the 24), and the listing tells the pages which they are.
The expected answers are the official samples' outputs."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles import families, get_family

COMPUTED = [f.name for f in families() if f.computed]


def test_there_are_computed_problems_and_the_listing_marks_them(client: Any) -> None:
    assert len(COMPUTED) >= 20
    listing = {p["name"]: p for p in client.get("/api/puzzles").json()["puzzles"]}
    assert {n for n, p in listing.items() if p["computed"]} == set(COMPUTED)


@pytest.mark.parametrize("name", COMPUTED)
def test_the_official_samples_answer_with_the_view_asked(client: Any, name: str) -> None:
    family = get_family(name)
    for (text, output), board in zip(family.problem.samples, family.official_boards(),
                                     strict=False):
        if family.judge.multi or family.judge.end:  # one case of several: its own output
            continue
        for lang, hangul in (("en", False), ("ko", True)):
            reply = client.post("/api/solve", params={"lang": lang},
                                json={"puzzle": name, "board": board, "view": True})
            assert reply.status_code == 200, reply.json()
            body = reply.json()
            assert body["status"] == "solved" and body["algorithm"] == "formula"
            assert body["answer"].split() == output.split(), (text, body["answer"])
            assert body["why"] and any("\uac00" <= ch <= "\ud7a3" for ch in body["why"]) == hangul
            assert "view" not in body


def test_a_multi_case_problems_first_case_answers_its_first_line(client: Any) -> None:
    family = get_family("boj-9376")
    _text, output = family.problem.samples[0]
    body = client.post("/api/solve", json={"puzzle": "boj-9376",
                                           "board": family.official_boards()[0],
                                           "view": True}).json()
    assert body["answer"] == output.split("\n")[0]


def test_the_cli_json_holds_the_answer_as_the_judge_prints_it() -> None:
    family = get_family("boj-1260")
    text, output = family.problem.samples[0]
    outcome = CliRunner().invoke(app, ["solve", "boj-1260", text, "--json"])
    assert outcome.exit_code == 0, outcome.output
    body = json.loads(outcome.stdout)
    assert body["answer"] == output.strip() and body["why"]
    # a path problem has no "answer" field: its moves are the answer
    path = json.loads(CliRunner().invoke(app, ["solve", "boj-1697", "5 17", "--json"]).stdout)
    assert "answer" not in path and path["length"] == 4


@pytest.mark.parametrize("name", ["boj-7576", "leetcode-743", "programmers-72413"])
def test_scramble_by_distance_gives_a_random_case_of_a_computed_problem(client: Any,
                                                                         name: str) -> None:
    """The play page scrambles by distance; a computed problem has none, and was refused
    (HTTP 400), so its page never started."""
    body = client.get("/api/scramble", params={"puzzle": name, "distance": "12"}).json()
    assert body["done"] is True and body["why"] == "computed", body
    assert body["board"] and "computed" in body["message"]
    solved = client.post("/api/solve", json={"puzzle": name, "board": body["board"]}).json()
    assert solved["status"] == "solved" and "answer" in solved


def test_the_default_comparison_of_a_computed_problem_starts_with_its_answer(client: Any
                                                                             ) -> None:
    """It was HTTP 400 (no method applied); a formula's row said "optimal: no" (a solution
    of no moves read as false) and "shortest proven: 0 moves"."""
    board = "3 3\n1 0 0\n0 -1 0\n0 0 0\n"
    for view in (False, True):
        reply = client.post("/api/compare", json={"puzzle": "boj-7576", "board": board,
                                                   "view": view})
        assert reply.status_code == 200, reply.json()
        body = reply.json()
        first, *rest = body["algorithms"]
        assert first["algorithm"] == "formula" and first["answer"] == "4"
        assert first["optimal"] is True and first["length"] is None
        assert all(r["status"].startswith("not applicable: ") for r in rest)
        assert [r["algorithm"] for r in rest] == ["bfs", "dfs", "bidirectional", "astar",
                                                  "idastar"]
        assert body["shortest"] is None and "page_html" not in body


def test_compare_through_the_cli_on_a_computed_problem() -> None:
    board = "3 3\n1 0 0\n0 -1 0\n0 0 0\n"
    outcome = CliRunner().invoke(app, ["compare", "boj-7576", board, "--json"])
    assert outcome.exit_code == 0, outcome.output
    rows = json.loads(outcome.stdout)["algorithms"]
    assert rows[0]["answer"] == "4" and rows[0]["optimal"] is True
    text = CliRunner().invoke(app, ["compare", "boj-7576", board]).stdout
    assert "answer: 4" in text and "Shortest proven" not in text
    drawn = CliRunner().invoke(app, ["compare", "boj-7576", board, "--html", "x.html"])
    assert drawn.exit_code == 2 and "--html and --plot draw searches" in drawn.output
    # a path problem's own rows are unchanged: optimal, a length, no answer
    path = json.loads(CliRunner().invoke(app, ["compare", "boj-1697", "5 17", "--json"]).stdout)
    assert all("answer" not in r for r in path["algorithms"])
    assert path["shortest"] == 4


def test_a_move_into_a_state_drawn_in_another_shape_has_its_whole_grid(client: Any) -> None:
    """leetcode-1345 draws an index on a line (1 x 9) and a jump in the air as one cell:
    the play page's hint on its official sample was HTTP 500 (the changes zipped grids of
    two shapes)."""
    board = get_family("leetcode-1345").official_boards()[0]
    body = client.post("/api/hint", json={"puzzle": "leetcode-1345", "board": board,
                                          "moves": [], "view": True}).json()
    assert body["status"] == "solved", body
    jump = next(n for n in body["next"] if n["move"].startswith("jump"))
    shape, *cells = jump["changes"]
    assert shape[0] == "shape" and shape[1] * shape[2] == len(cells) == 1
    step = next(n for n in body["next"] if not n["move"].startswith("jump"))
    assert all(c[0] != "shape" for c in step["changes"])
