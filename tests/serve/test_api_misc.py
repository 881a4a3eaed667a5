"""/api/puzzles, /api/scramble, /api/compare, /api/status and the share-link page."""

from __future__ import annotations

import json
import re

import pytest

from fewest.puzzles import families
from tests.contract.boards import BOARDS, playable
from tests.serve.conftest import SETTINGS, replay


def test_puzzles_lists_every_family_with_its_options_and_methods(client):
    listed = {p["name"]: p for p in client.get("/api/puzzles").json()["puzzles"]}
    assert list(listed) == [f.name for f in families()]
    for family in families():
        entry = listed[family.name]
        assert entry["options"] == list(family.options)
        assert entry["methods"] == [m.as_dict() for m in family.all_methods()]
        assert set(entry["option_help"]) == set(family.options)
        assert entry["aliases"] == list(family.aliases)


@pytest.mark.parametrize("family", playable())  # scrambled k moves from a goal
def test_scramble_k_moves_gives_a_board_at_most_k_moves_away(client, family):
    size = str(BOARDS[family].get("size", "3x3"))
    moves = int(BOARDS[family].get("scramble_moves", 6))  # a family's least answer may be more
    response = client.get("/api/scramble", params={"puzzle": family, "size": size,
                                                   "moves": moves})
    assert response.status_code == 200
    body = response.json()
    assert body["puzzle"] == family and body["moves"] == moves
    solved = client.post("/api/solve", json={"puzzle": family, "board": body["board"]}).json()
    assert solved["status"] == "solved" and solved["length"] <= moves
    assert replay(family, body["board"], solved["moves"])


def test_scramble_uniform_and_seeded(client):
    first = client.get("/api/scramble", params={"puzzle": "sliding", "size": "3x3",
                                                "seed": 7}).json()
    again = client.get("/api/scramble", params={"puzzle": "sliding", "size": "3x3",
                                                "seed": 7}).json()
    assert first["board"] == again["board"] and first["moves"] is None and first["seed"] == 7
    solved = client.post("/api/solve", json={"puzzle": "sliding", "board": first["board"]}).json()
    assert solved["status"] == "solved" and solved["length"] <= 31  # the 8-puzzle's diameter


@pytest.mark.parametrize(("params", "words"), [
    ({"puzzle": "sliding", "size": "3x3", "moves": "-1"}, ["moves", "-1"]),
    ({"puzzle": "sliding", "size": "3x3", "moves": str(SETTINGS.max_scramble_moves + 1)},
     ["moves", str(SETTINGS.max_scramble_moves)]),
    ({"puzzle": "sliding", "size": "1x9"}, ["1x9"]),
    ({"puzzle": "nope", "size": "3x3"}, ["unknown puzzle", "nope"]),
    ({"size": "3x3"}, ["puzzle"]),
    ({"puzzle": "sliding", "size": "3x3", "seed": "x"}, ["seed"]),
    ({"puzzle": "sliding", "size": "3x3", "path": "/etc/passwd"}, ["unknown parameter", "path"]),
])
def test_bad_scrambles_are_400(client, params, words):
    response = client.get("/api/scramble", params=params)
    assert response.status_code == 400
    for word in words:
        assert word in response.json()["error"]


def test_compare_shows_bfs_shortest_and_dfs_longer(client):
    # the spec's teaching board: 3 moves, and DFS returns a longer path
    response = client.post("/api/compare", json={
        "puzzle": "sliding", "board": "1 2 3 / 0 4 6 / 7 5 8", "algorithms": "bfs,dfs,astar",
        "view": True})
    assert response.status_code == 200
    body = response.json()
    assert body["rows"] == body["cols"] == 3  # the board's size, beside the algorithm rows
    rows = {r["algorithm"]: r for r in body["algorithms"]}
    assert rows["bfs"]["length"] == rows["astar"]["length"] == body["shortest"] == 3
    assert rows["dfs"]["optimal"] is False
    assert rows["dfs"]["status"] != "solved" or rows["dfs"]["length"] > 3
    assert "fewest-compare" in body["page_html"] and "https://" not in body["page_html"]


def test_compare_rejects_an_unknown_algorithm(client):
    response = client.post("/api/compare", json={
        "puzzle": "sliding", "board": "1 2 3 / 0 4 6 / 7 5 8", "algorithms": ["bfs", "magic"]})
    assert response.status_code == 400 and "magic" in response.json()["error"]


def test_status_reports_the_caps_and_the_pool(client):
    body = client.get("/api/status").json()
    assert body["caps"] == {"max_seconds": SETTINGS.max_seconds,
                            "max_states": SETTINGS.max_states}
    assert body["pool"]["size"] == SETTINGS.workers == len(body["worker_pids"])


def _initial(page: str) -> dict[str, str]:
    found = re.search(r'<script type="application/json" id="initial">(.*?)</script>', page, re.S)
    assert found
    return json.loads(found.group(1))


def test_share_link_page_carries_the_puzzle_board_and_options(client):
    response = client.get("/?puzzle=sliding&board=3+1+2+/+4+7+5+/+6+8+0&goal=blank-first")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/html")
    assert _initial(response.text) == {"puzzle": "sliding", "board": "3 1 2 / 4 7 5 / 6 8 0",
                                       "goal": "blank-first"}
    assert "http://" not in response.text and "https://" not in response.text


def test_share_link_cannot_inject_markup(client):
    evil = "</script><script>alert(1)</script>"
    response = client.get("/", params={"puzzle": "sliding", "board": evil})
    assert "<script>alert(1)" not in response.text
    assert _initial(response.text)["board"] == evil
