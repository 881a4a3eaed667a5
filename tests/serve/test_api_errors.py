"""Bad requests: HTTP 400 with the CLI's one-line message, 413 for big bodies, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app
from tests.serve.conftest import SETTINGS

runner = CliRunner()

# (request fields, the same input on the command line)
BAD = [
    ({"puzzle": "sliding", "board": "1 2 3 / 4 5 6 / 7 8 8"}, ["sliding", "1 2 3 / 4 5 6 / 7 8 8"]),
    ({"puzzle": "sliding", "board": "1 2 3 / 4 5"}, ["sliding", "1 2 3 / 4 5"]),
    ({"puzzle": "sliding", "board": "1 2 3 / 4 5 6 / 7 8 0", "goal": "blank-middle"},
     ["sliding", "1 2 3 / 4 5 6 / 7 8 0", "--goal", "blank-middle"]),
    ({"puzzle": "tetris", "board": "1 2 3"}, ["tetris", "1 2 3"]),
    ({"puzzle": "sliding", "board": "1 2 3 / 4 5 6 / 7 8 0", "algorithm": "quantum"},
     ["sliding", "1 2 3 / 4 5 6 / 7 8 0", "-a", "quantum"]),
    ({"puzzle": "rubiks-square", "board": "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 15"},
     ["rubiks-square", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 15"]),
    ({"puzzle": "snakes-ladders", "board": "[[-1,-1],[-1,9]]"},
     ["snakes-ladders", "[[-1,-1],[-1,9]]"]),
    ({"puzzle": "snakes-ladders", "board": "[[-1,-1],[-1,-1]]", "die": 0},
     ["snakes-ladders", "[[-1,-1],[-1,-1]]", "--die", "0"]),
    ({"puzzle": "card-match", "board": "[[1,0],[0,1]]", "cursor": "5,5"},
     ["card-match", "[[1,0],[0,1]]", "--cursor", "5,5"]),
    ({"puzzle": "card-match", "board": "[[1,0],[0,2]]"}, ["card-match", "[[1,0],[0,2]]"]),
    ({"puzzle": "card-match", "board": "[[1,0],[0,1]]", "die": 6},
     ["card-match", "[[1,0],[0,1]]", "--die", "6"]),
]


@pytest.mark.parametrize(("fields", "argv"), BAD)
def test_bad_input_is_400_with_the_clis_message(client, fields, argv):
    result = runner.invoke(app, ["solve", *argv])
    assert result.exit_code == 2
    cli_message = result.stderr.strip().removeprefix("error: ")
    response = client.post("/api/solve", json=fields)
    assert response.status_code == 400
    body = response.json()
    assert body["error"] == body["message"] == cli_message and body["status"] == "invalid"
    assert "\n" not in cli_message and "Traceback" not in response.text


@pytest.mark.parametrize(("body", "words"), [
    (b'{"puzzle": "sliding", "board": ', ["not valid JSON", "line 1"]),
    (b"[1, 2]", ["must be a JSON object", "[1, 2]"]),
    (b"\xff\xfe", ["not UTF-8"]),
    (b'{"puzzle": "sliding"}', ["no board"]),
    (b'{"board": "1 2 / 3 0"}', ["puzzle"]),
    (b'{"puzzle": "sliding", "board": 12}', ["board", "12"]),
    (b'{"puzzle": "sliding", "board": "1 2 / 3 0", "colour": 1}', ["unknown field", "colour"]),
    (b'{"puzzle": "sliding", "board": "1 2 / 3 0", "max_seconds": "9"}', ["max_seconds", "9"]),
    (b'{"puzzle": "sliding", "board": "1 2 / 3 0", "max_states": -5}', ["max_states", "-5"]),
    (b'{"puzzle": "sliding", "board": "1 2 / 3 0", "max_expansions": 1.5}', ["max_expansions"]),
    (b'{"puzzle": "sliding", "board": "1 2 / 3 0", "view": "yes"}', ["view", "yes"]),
    (b'{"puzzle": "sliding", "board": "1 2 / 3 0", "mode": "quick"}', ["mode", "quick"]),
    (b'{"puzzle": "sliding", "board": "1 2 / 3 0", "algorithm": 7}', ["algorithm", "7"]),
])
def test_malformed_requests_are_400_with_one_line(client, body, words):
    response = client.post("/api/solve", content=body,
                           headers={"content-type": "application/json"})
    assert response.status_code == 400
    message = response.json()["error"]
    assert "\n" not in message
    for word in words:
        assert word in message


def test_an_oversize_body_is_refused_with_413(client):
    big = json.dumps({"puzzle": "sliding", "board": "1 " * SETTINGS.max_body_bytes})
    response = client.post("/api/solve", content=big,
                           headers={"content-type": "application/json"})
    assert response.status_code == 413
    assert f"{SETTINGS.max_body_bytes:,} bytes" in response.json()["error"]


def test_an_oversize_body_without_content_length_is_refused_too(client):
    def chunks():
        for _ in range(SETTINGS.max_body_bytes // 1000 + 2):
            yield b" " * 1000

    response = client.post("/api/solve", content=chunks(),
                           headers={"content-type": "application/json"})
    assert response.status_code == 413


def test_a_board_that_names_a_file_is_text_never_read(client, tmp_path: Path):
    board_file = tmp_path / "board.txt"
    board_file.write_text("1 2 3\n4 5 6\n7 0 8\n")  # a valid board: reading it would solve it
    assert runner.invoke(app, ["solve", "sliding", str(board_file), "-f", "number"]).stdout == "1\n"
    response = client.post("/api/solve", json={"puzzle": "sliding", "board": str(board_file)})
    assert response.status_code == 400
    assert str(board_file)[:40] in response.json()["error"]  # quoted (long input is cut)


def test_unknown_routes_and_methods_answer_json(client):
    missing = client.get("/api/nothing")
    assert missing.status_code == 404 and "error" in missing.json()
    wrong = client.get("/api/solve")
    assert wrong.status_code == 405 and "error" in wrong.json()


def test_a_body_not_declared_as_json_is_refused(client):
    # a page elsewhere can send text/plain without asking; it must not start a search
    response = client.post("/api/solve", content=b'{"puzzle": "sliding", "board": "1 2 / 0 3"}',
                           headers={"content-type": "text/plain"})
    assert response.status_code == 415 and "application/json" in response.json()["error"]


def test_a_foreign_host_name_is_refused_on_loopback(client):
    # DNS rebinding: evil.example resolved to 127.0.0.1 carries its own Host header
    response = client.get("/api/puzzles", headers={"host": "evil.example:8000"})
    assert response.status_code == 400 and "evil.example" in response.json()["error"]
    assert client.get("/api/status", headers={"host": "localhost:8000"}).status_code == 200
