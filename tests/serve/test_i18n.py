"""The server speaks the request's language: Korean refusals for ``Accept-Language: ko`` (or
``?lang=ko``), English otherwise, from the pages' own catalogues; and the solver page is
served under the play page's strict policy, loading only this server's files."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from fewest.korean import korean as say_korean
from fewest.render.html import asset as render_asset
from fewest.serve.play import ASSETS, RENDERER_ASSETS
from fewest.serve.words import catalogue, language_of

KO = {"Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8"}
EN = {"Accept-Language": "en-US,en;q=0.9"}
HANGUL = re.compile(r"[\uac00-\ud7a3]")
BOARD = "1 2 3 / 4 5 6 / 7 0 8"


def _post(client, path, body, headers, **kwargs):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    return client.post(path, content=data,
                       headers={"Content-Type": "application/json", **headers}, **kwargs)


def _pattern(key: str, code: str) -> re.Pattern[str]:
    """The catalogue's message ``key`` as a pattern (each ``{name}`` matches anything)."""
    parts = re.split(r"\{\w+\}", catalogue(code)[key])
    return re.compile("^" + ".*".join(map(re.escape, parts)) + "$", re.S)


# each: (path, body, expected status, the catalogue key of the server's own message)
REFUSALS = [
    ("/api/solve", {"puzzle": "sliding", "board": BOARD, "colour": 1}, 400, "server.unknown_field"),
    ("/api/solve", b'{"puzzle": "sliding", "board": ', 400, "server.bad_json"),
    ("/api/solve", b'{"board": ' + b"[" * 1900 + b"]" * 1900 + b"}", 400, "server.too_deep"),
    ("/api/solve", b"[1, 2]", 400, "server.not_object"),
    ("/api/solve", {"puzzle": "sliding"}, 400, "server.no_board"),
    ("/api/solve", {"puzzle": "sliding", "board": 5}, 400, "server.board_type"),
    ("/api/solve", {"puzzle": 7, "board": BOARD}, 400, "server.puzzle_name"),
    ("/api/solve", {"puzzle": "sliding", "board": BOARD, "algorithm": 3}, 400, "server.text_field"),
    ("/api/compare", {"puzzle": "sliding", "board": BOARD, "view": "yes"}, 400, "server.view_flag"),
    ("/api/solve", b'{"board": "' + b"1" * 5000 + b'"}', 413, "server.too_large"),
]


@pytest.mark.parametrize(("path", "body", "status", "key"), REFUSALS,
                         ids=[r[3] for r in REFUSALS])
def test_the_servers_own_refusals_follow_accept_language(client, path, body, status, key):
    korean = _post(client, path, body, KO)
    english = _post(client, path, body, EN)
    assert korean.status_code == english.status_code == status
    ko, en = korean.json()["error"], english.json()["error"]
    assert _pattern(key, "ko").match(ko) and HANGUL.search(ko), ko
    assert _pattern(key, "en").match(en) and not HANGUL.search(en), en
    assert korean.json()["message"] == ko


def test_a_familys_own_words_are_korean_inside_the_korean_frame(client):
    """A family's or a problem's own refusal is said in Korean inside the frame, as the
    CLI says it (:func:`fewest.korean.korean`); what the user gave stays as written."""
    bad = {"puzzle": "sliding", "board": "1 2 3 / 4 5 6 / 7 8 8"}
    english = _post(client, "/api/solve", bad, EN).json()["error"]
    korean = _post(client, "/api/solve", bad, KO)
    assert korean.status_code == 400
    assert korean.json()["error"] == f"요청을 받아들일 수 없습니다: {say_korean(english)}"
    unknown = _post(client, "/api/solve", {"puzzle": "nope", "board": "1"}, KO).json()["error"]
    assert unknown.startswith("요청을 받아들일 수 없습니다: 알 수 없는 퍼즐 'nope'")
    # a problem's own rule (a Said declared in the worker's module, not the server's)
    far = _post(client, "/api/solve", {"puzzle": "boj-1697", "board": "5 100001"}, KO)
    assert far.status_code == 400
    assert far.json()["error"] == ("요청을 받아들일 수 없습니다: boj-1697: K는 0..100000 "
                                   "범위여야 합니다 (받은 값 100001)"), far.json()
    # a hint's refusal on the play page too
    hint = _post(client, "/api/hint", {"puzzle": "boj-1697", "board": "5 100001", "moves": []},
                 KO).json()
    assert "범위여야 합니다" in hint["error"]


def test_a_comparisons_rows_say_why_a_method_does_not_apply_in_korean(client):
    body = {"puzzle": "boj-2206", "board": "2 3\n010\n110\n",
            "algorithms": ["bfs", "bidirectional"]}
    rows = {r["algorithm"]: r for r in _post(client, "/api/compare", body, KO).json()[
        "algorithms"]}
    assert rows["bfs"]["status"] == "solved"
    why = rows["bidirectional"]["status"]
    assert why.startswith("not applicable: 방법 'bidirectional'은(는) boj-2206에 쓸 수 없습니다: "
                          "목표 칸은 어느 층"), why
    english = {r["algorithm"]: r for r in _post(client, "/api/compare", body, EN).json()[
        "algorithms"]}
    assert english["bidirectional"]["status"].startswith(
        "not applicable: method 'bidirectional' does not apply to boj-2206: the goal cell")


def test_the_lang_parameter_wins_over_accept_language(client):
    body = {"puzzle": "sliding", "board": BOARD, "colour": 1}
    asked = _post(client, "/api/solve", body, EN, params={"lang": "ko"}).json()["error"]
    assert asked.startswith("알 수 없는 필드 'colour'")
    assert _post(client, "/api/solve", body, KO, params={"lang": "en"}).json()["error"].startswith(
        "unknown field 'colour'")
    # a scramble takes lang beside its own parameters
    scramble = client.get("/api/scramble", params={"puzzle": "sliding", "size": "3x3",
                                                   "moves": "4", "lang": "ko"})
    assert scramble.status_code == 200 and scramble.json()["board"]


def test_content_type_method_and_origin_refusals_in_korean(client):
    wrong_type = client.post("/api/solve", content=b"{}",
                             headers={"Content-Type": "text/plain", **KO})
    assert wrong_type.status_code == 415
    assert wrong_type.json()["error"].startswith("요청을 JSON으로")
    method = client.get("/api/solve", headers=KO)
    assert method.status_code == 405
    assert method.json()["error"] == catalogue("ko")["server.http_405"]
    assert client.get("/api/solve", headers=EN).json()["error"] == "Method Not Allowed"
    missing = client.get("/api/nothing", headers=KO)
    assert missing.status_code == 404
    assert missing.json()["error"] == catalogue("ko")["server.http_404"]
    cross = _post(client, "/api/solve", {"puzzle": "sliding", "board": BOARD},
                  {**KO, "Origin": "http://evil.example"})
    assert cross.status_code == 403 and cross.json()["error"].startswith("다른 출처에서 온 요청을")


def test_answers_are_the_same_in_both_languages(client):
    # only messages change: a solve answers the same moves whatever the language
    body = {"puzzle": "sliding", "board": BOARD}
    ko = _post(client, "/api/solve", body, KO).json()
    en = _post(client, "/api/solve", body, EN).json()
    assert ko["status"] == en["status"] == "solved" and ko["moves"] == en["moves"]


@pytest.mark.parametrize(("header", "asked", "expected"), [
    ("ko-KR,ko;q=0.9,en;q=0.8", None, "ko"),
    ("en-GB,ko;q=0.5", None, "en"),
    ("fr-FR, ko;q=0.7, en;q=0.6", None, "ko"),
    ("de, en;q=0.2, ko;q=0.9", None, "ko"),
    ("ko;q=0", "en", "en"),
    ("", "ko", "ko"),
    ("", "xx", "en"),
    ("ja", None, "en"),
    ("ko;q=bad, en", None, "en"),
])
def test_language_of_reads_qualities_and_the_parameter(header, asked, expected):
    assert language_of(header, asked) == expected


def test_every_server_message_has_korean_with_the_same_placeholders():
    english, korean = catalogue("en"), catalogue("ko")
    keys = [k for k in english if k.startswith("server.") and not k.endswith(("_section", "_end"))]
    assert len(keys) >= 20
    for key in keys:
        assert set(re.findall(r"\{\w+\}", english[key])) == set(re.findall(r"\{\w+\}", korean[key]))
        assert HANGUL.search(korean[key]), key


def test_solver_page_has_the_play_pages_policy_and_no_inline_script_or_style(client):
    page = client.get("/", params={"puzzle": "sliding", "board": BOARD}, headers=KO)
    play = client.get("/play")
    assert page.status_code == 200
    assert page.headers["content-security-policy"] == play.headers["content-security-policy"]
    assert "unsafe-inline" not in page.headers["content-security-policy"]
    html = page.text
    assert "<style" not in html and not re.search(r"\sstyle=", html)
    scripts = re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S)
    assert scripts and all("src=" in attrs or 'type="application/json"' in attrs
                           for attrs, _body in scripts)
    assert all(body.strip() == "" for attrs, body in scripts if "src=" in attrs)
    sources = re.findall(r'(?:src|href)="(/static/[^"]+)"', html)
    assert {"/static/solve.js", "/static/solve.css", "/static/player.js"} <= set(sources)
    for source in sources:
        assert client.get(source).status_code == 200, source
    assert 'href="/play"' in html
    # the caps line is in the request's language before the script runs
    assert re.search(r'id="caps"[^>]*>서버 상한: 탐색마다 1.5초', html)


def test_the_renderers_files_are_served_as_they_are(client):
    for name, (kind, _text) in RENDERER_ASSETS.items():
        response = client.get(f"/static/{name}")
        assert response.status_code == 200
        assert response.headers["content-type"].split(";")[0] == kind.split(";")[0]
        assert "unsafe-inline" not in response.headers["content-security-policy"]
    assert client.get("/static/player.js").text == render_asset("player.js")
    assert ".fewest-compare" in client.get("/static/compare.css").text
    assert not set(RENDERER_ASSETS) & set(ASSETS)


def test_solver_page_files_are_packaged_beside_the_catalogues():
    static = resources.files("fewest.serve").joinpath("static")
    for name in ("solve.html", "solve.js", "solve.css"):
        assert static.joinpath(name).is_file()
    assert not resources.files("fewest.serve").joinpath("page.html").is_file()
