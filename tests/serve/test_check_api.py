"""The check page's endpoints (``/check``, ``/api/check...``) through Starlette's TestClient:
the listing, one-line refusals (400, 413, 415, 403), a check run to its counterexample in
the worker process, a compile error, the queue, Cancel and the heartbeat (no program left
running, checked with psutil)."""

from __future__ import annotations

import re
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from fewest.check.problem import judges
from fewest.serve import Settings, create_app

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = Settings(workers=1, max_code_bytes=8 * 1024, check_heartbeat=3.0)
FINISHED = ("done", "error", "cancelled")
SLEEPER = "import time\ntime.sleep(600)\n"


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*httpx.*")
        from starlette.testclient import TestClient

    with TestClient(create_app(SETTINGS), base_url="http://127.0.0.1") as test_client:
        yield test_client


def _wait(client: Any, job: str, states: tuple[str, ...] = FINISHED,
          timeout: float = 120) -> dict[str, Any]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        body: dict[str, Any] = client.get(f"/api/check/{job}").json()
        if body["state"] in states:
            return body
        time.sleep(0.2)
    raise AssertionError(f"job {job} never reached {states}: {body}")


def _workers() -> list[psutil.Process]:
    """Every process of a check still alive: its worker, or a program it ran from its
    folder (found even if it was left orphaned)."""
    found = []
    for proc in psutil.process_iter(["cmdline"]):
        try:
            line = " ".join(proc.info["cmdline"] or ())
        except psutil.Error:
            continue
        if "fewest.serve.check_worker" in line or "fewest-page-check-" in line:
            found.append(proc)
    return found


def _no_workers(timeout: float = 15) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if not _workers():
            return True
        time.sleep(0.2)
    return False


def test_the_listing_has_every_judge_problem_with_its_example_and_docs(client: Any) -> None:
    body = client.get("/api/check/problems").json()
    names = [p["name"] for p in body["problems"]]
    assert names == [p.name for p in judges()]
    for row in body["problems"]:
        assert row["title_ko"] and row["title_en"] and row["number"] and row["example"].strip()
        assert row["time_limit"] > 0 and row["source"].startswith("http")
        assert (ROOT / "docs" / f"{row['docs']}.md").is_file()
    assert ".py" in {lg["suffix"] for lg in body["languages"]}
    assert body["loopback"] is True and body["max_code_bytes"] == 8 * 1024
    page = client.get("/docs/" + body["problems"][-1]["docs"] + ".md")
    assert page.status_code == 200 and page.text.startswith("#")
    assert client.get("/docs/../README.md").status_code == 404


def test_the_page_has_the_strict_policy_and_no_inline_script_or_style(client: Any) -> None:
    page = client.get("/check?lang=ko")
    assert page.status_code == 200
    policy = page.headers["content-security-policy"]
    assert "script-src 'self'" in policy and "style-src 'self'" in policy
    assert "unsafe-inline" not in policy
    assert not re.search(r"<script(?![^>]*\bsrc=)", page.text)
    assert "<style" not in page.text and " style=" not in page.text
    assert client.get("/static/check.js").status_code == 200
    assert client.get("/static/check.css").status_code == 200


@pytest.mark.parametrize(("body", "status", "words"), [
    ({"problem": "boj-1", "code": "x", "language": ".py"}, 400, "judge problem"),
    ({"problem": "boj-1525", "code": "  ", "language": ".py"}, 400, "no code"),
    ({"problem": "boj-1525", "code": "x", "language": ".cobol"}, 400, "language"),
    ({"problem": "boj-1525", "code": "x", "language": ".py", "colour": 1}, 400, "unknown field"),
    ({"problem": "boj-1525", "code": "x" * 9000, "language": ".py"}, 413, "too large"),
    ({"problem": "boj-1525", "code": "x" * 40000, "language": ".py"}, 413, "too large"),
])
def test_bad_requests_are_refused_in_one_line(client: Any, body: dict[str, Any], status: int,
                                             words: str) -> None:
    answer = client.post("/api/check", json=body)
    assert answer.status_code == status
    assert words in answer.json()["error"] and "\n" not in answer.json()["error"]


def test_refusals_are_said_in_korean_and_content_type_and_origin_are_checked(client: Any) -> None:
    answer = client.post("/api/check?lang=ko", json={"problem": "boj-1525", "code": "x" * 9000,
                                                      "language": ".py"})
    assert answer.status_code == 413 and answer.json()["error"] == "코드가 너무 큽니다: 최대 8 kB"
    assert client.post("/api/check", content=b"{}").status_code == 415
    bad = client.post("/api/check", content=b"{", headers={"content-type": "application/json"})
    assert bad.status_code == 400 and "\n" not in bad.json()["error"]
    evil = client.post("/api/check", json={"problem": "boj-1525", "code": "x", "language": ".py"},
                       headers={"origin": "http://evil.example"})
    assert evil.status_code == 403
    assert client.get("/api/check/nope").status_code == 404


def test_a_wrong_program_gives_the_counterexample_from_the_clis_session(client: Any) -> None:
    answer = client.post("/api/check?lang=ko", json={"problem": "boj-1525", "code": "print(0)\n",
                                                      "language": ".py"})
    assert answer.status_code == 202
    body = _wait(client, answer.json()["id"])
    assert body["state"] == "done", body
    result = body["result"]
    report = result["report"]
    assert report["status"] == "fail" and report["judge"] == "boj-1525"
    assert report["counterexample"]["input"] == "1 2 3\n4 5 0\n7 8 6\n"
    assert report["counterexample"]["expected"] == "1"
    assert result["verdict_title"] == "틀렸습니다"
    assert result["puzzle"] == "boj-1525" and result["case"] == {
        "board": [[1, 2, 3], [4, 5, 0], [7, 8, 6]]}
    assert _no_workers()


def test_a_compile_error_quotes_the_compiler_with_the_students_lines(client: Any) -> None:
    import shutil

    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    answer = client.post("/api/check", json={"problem": "boj-1525", "language": ".cpp",
                                             "code": "int main() {\n  return x;\n}\n",
                                             "filename": "sol.cpp"})
    body = _wait(client, answer.json()["id"])
    assert body["state"] == "error"
    assert "compile error" in body["message"] and "sol.cpp:2" in body["message"]
    assert "fewest-page-check" not in body["message"]


def test_checks_queue_one_at_a_time_and_cancel_kills_the_program(client: Any) -> None:
    first = client.post("/api/check", json={"problem": "boj-1525", "code": SLEEPER,
                                            "language": ".py"}).json()
    _wait(client, first["id"], ("running",))
    second = client.post("/api/check", json={"problem": "boj-1525", "code": SLEEPER,
                                             "language": ".py"}).json()
    assert second["position"] == 1
    assert client.get(f"/api/check/{second['id']}").json()["position"] == 1
    assert _workers()  # the first one's program sleeps
    client.post(f"/api/check/{second['id']}/cancel")
    assert client.get(f"/api/check/{second['id']}").json()["state"] == "cancelled"
    client.post(f"/api/check/{first['id']}/cancel", content=b"bye",
                headers={"content-type": "text/plain"})
    assert _wait(client, first["id"], timeout=20)["state"] == "cancelled"
    assert _no_workers(), [p.cmdline() for p in _workers()]


def test_a_check_nobody_asks_about_is_cancelled(client: Any) -> None:
    started = client.post("/api/check", json={"problem": "boj-1525", "code": SLEEPER,
                                              "language": ".py"}).json()
    _wait(client, started["id"], ("running",))
    job = client.app.state.checks.jobs[started["id"]]
    end = time.monotonic() + 20
    while job.state != "cancelled" and time.monotonic() < end:
        time.sleep(0.2)  # no polling: the heartbeat runs out after 3 s
    assert job.state == "cancelled"
    assert _no_workers(), [p.cmdline() for p in _workers()]


def test_another_host_name_is_refused(client: Any) -> None:
    answer = client.post("/api/check", json={"problem": "boj-1525", "code": "x", "language": ".py"},
                         headers={"host": "evil.example"})
    assert answer.status_code == 400 and "evil.example" in answer.json()["error"]


def test_the_page_says_when_the_server_is_not_on_loopback() -> None:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*httpx.*")
        from starlette.testclient import TestClient

    app = create_app(Settings(workers=1, host="0.0.0.0"))
    bare = TestClient(app, base_url="http://192.0.2.1")  # no lifespan: no pool is started
    page = bare.get("/check")
    assert 'data-loopback="false"' in page.text and 'data-host="0.0.0.0"' in page.text
    assert bare.get("/api/check/problems").json()["loopback"] is False
