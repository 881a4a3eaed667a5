"""Issue 41's server side: a scramble with no size gets the problem's own default size,
the listing carries each problem's default size, example and unit, every light of Lights
Out has a cell that presses it, and a judge's ``name = value, ...`` text is read."""

from __future__ import annotations

import json
from typing import Any

import pytest

from fewest.puzzles import families, get_family

FAMILIES = [f.name for f in families()]


@pytest.mark.parametrize("puzzle", FAMILIES)
def test_a_scramble_without_a_size_uses_the_problem_s_own(client: Any, puzzle: str) -> None:
    response = client.get("/api/scramble", params={"puzzle": puzzle})
    assert response.status_code == 200, response.json()
    body = response.json()
    get_family(puzzle).parse(body["board"])  # a board the family reads back
    listing = client.get("/api/puzzles").json()
    family = next(p for p in listing["puzzles"] if p["name"] == puzzle)
    assert body["size"] == family["default_size"]


def test_the_listing_says_each_problem_s_size_example_and_unit(client: Any) -> None:
    listing = client.get("/api/puzzles").json()["puzzles"]
    assert {p["name"] for p in listing} == set(FAMILIES)
    for p in listing:
        assert isinstance(p["default_size"], str) and p["unit"]
        assert p["example"], p["name"]
        get_family(p["name"]).parse(p["example"])
    units = {p["name"]: p["unit"] for p in listing}
    assert units["sliding"] == "moves" and units["programmers-67259"] == "won"
    judged = next(p for p in listing if p["name"] == "boj-1697")
    assert judged["judge"]["label"] == "Baekjoon 1697" and judged["judge"]["title_ko"]


def test_every_light_of_lights_out_has_its_own_cell(client: Any) -> None:
    body = client.post("/api/hint", json={"puzzle": "lights-out", "view": True,
                                          "board": "0 0 0 / 0 1 0 / 0 0 0"}).json()
    clicks = {n["text"]: n["click"] for n in body["next"]}
    assert clicks == {f"press {r},{c}": [[r, c]] for r in range(3) for c in range(3)}


@pytest.mark.parametrize(("puzzle", "text", "distance"), [
    ("leetcode-752", 'deadends = ["0201","0101","0102","1212","2002"], target = "0202"', 6),
    ("leetcode-752", 'Input: deadends = ["8888"], target = "0009"', 1),
    ("leetcode-1263", "grid = " + json.dumps([list("######"), list("#T####"), list("#..B.#"),
                                              list("#.##.#"), list("#...S#"), list("######")]),
     3),
])
def test_a_judge_s_text_is_read_as_pasted(client: Any, puzzle: str, text: str,
                                          distance: int) -> None:
    for path, key in (("/api/hint", "distance"), ("/api/solve", "length")):
        body = client.post(path, json={"puzzle": puzzle, "board": text}).json()
        assert body[key] == distance, body


def test_a_view_may_name_its_roles_for_the_legend() -> None:
    """A role borrowed for its colours (a light drawn as a card face up) is named by the
    view's own word in the page's legend."""
    from fewest.app.playview import grid_json
    from fewest.view import Cell, Grid

    grid = Grid(1, 2, (Cell("1", "card-up"), Cell("0", "wall")),
                words=(("card-up", "on"), ("wall", "off")))
    assert grid_json(grid)["words"] == {"card-up": "on", "wall": "off"}
    assert "words" not in grid_json(Grid(1, 1, (Cell(),)))


def test_tilts_named_by_their_way_are_played_by_the_arrow_keys(client: Any) -> None:
    """Bug 10: moves whose words start with a way (a board tilted, both balls rolling) get
    that way's arrow key (so a swipe plays them too), and no ambiguous cell to tap."""
    body = client.post("/api/hint", json={"puzzle": "boj-13460", "view": True,
                                          "board": "4 4\n####\n#.R#\n#BO#\n####\n"}).json()
    keys = {n["text"].split()[0]: n["key"] for n in body["next"]}
    assert keys == {"up": "ArrowUp", "down": "ArrowDown", "left": "ArrowLeft"}
    assert all(n["click"] == [] for n in body["next"])


def test_a_page_is_never_told_of_a_command_line_flag(client: Any) -> None:
    """Bug 15: 40-disc Hanoi's limit message on the server leaves out the CLI's `-f number`."""
    board = "[[" + ",".join(str(k) for k in range(40, 0, -1)) + "],[],[]]"
    body = client.post("/api/solve", json={"puzzle": "hanoi", "board": board}).json()
    assert body["status"] == "limit" and "too many to list" in body["message"]
    assert "-f number" not in body["message"] and "`" not in body["message"]
