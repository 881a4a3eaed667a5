"""``fewest serve`` builds the default tables in the background and says so on /api/status."""

from __future__ import annotations

import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from fewest import cache, tablecache
from fewest.errors import InvalidPuzzleError
from fewest.serve import Settings, create_app
from fewest.serve.tables import TableBuilds
from tests.serve.live import live_server

#: Korf's instance 1 (blank-first goal): 57 moves, as published; far beyond the quick search
KORF1 = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"


def follow(status: Callable[[], dict[str, Any]], timeout: float) -> list[dict[str, Any]]:
    """``/api/status``'s ``tables`` until nothing is waiting or building, every answer kept."""
    seen = [status()["tables"]]
    end = time.monotonic() + timeout
    while seen[-1]["state"] == "building" and time.monotonic() < end:
        time.sleep(0.1)
        seen.append(status()["tables"])
    return seen


def test_the_build_is_off_unless_asked(client: Any) -> None:
    assert client.get("/api/status").json()["tables"] == {"state": "off", "items": []}


def test_bad_items_are_refused_in_one_line() -> None:
    with pytest.raises(InvalidPuzzleError, match="'PUZZLE SIZE'"):
        Settings(build_tables=("4x4",))


@pytest.mark.parametrize(("item", "state"), [("sliding 3x3", "ready"),
                                             ("sliding 7x7", "failed")])
def test_status_reports_progress_then_the_end(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              item: str, state: str) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))  # the build process inherits it
    tablecache.forget()
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*httpx.*")
        from starlette.testclient import TestClient

    app = create_app(Settings(workers=1, build_tables=(item,)))
    with TestClient(app, base_url="http://127.0.0.1") as test_client:
        seen = follow(lambda: test_client.get("/api/status").json(), timeout=180)
    (last,) = seen[-1]["items"]
    assert seen[-1]["state"] == last["state"] == state, seen[-1]
    assert last["puzzle"] == "sliding" and last["size"] == item.split()[1]
    if state == "ready":
        assert last["names"] == ["sliding-table-3x3-b8"] and last["reports"] >= 1
        assert last["step"] and last["done"] == last["total"]  # the bar's last step
        assert (tmp_path / "sliding-table-3x3-b8.npc").exists()
    else:
        assert "no tables serve 7x7" in last["error"]


def test_stop_ends_a_build_that_is_still_running(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    builds = TableBuilds(("sliding 5x5",))  # minutes of work
    builds.start()
    # while it runs, a solve under a time cap is told not to wait on the tables
    assert cache.building(cache.BACKGROUND)
    time.sleep(1.0)
    builds.stop()
    assert builds.process is not None and not builds.process.is_alive()
    assert not list(tmp_path.glob("sliding-pdb-5x5-*.npc"))
    assert not cache.building(cache.BACKGROUND)


@pytest.mark.slow
def test_a_new_server_builds_the_15_puzzle_tables_then_solves_from_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))  # a new machine
    body = {"puzzle": "15-puzzle", "board": KORF1, "goal": "blank-first"}
    with live_server("--max-seconds", "20", "--workers", "2") as (url, _proc):
        def status() -> dict[str, Any]:
            return httpx.get(url + "api/status", timeout=30).json()

        first = status()["tables"]
        assert first["state"] == "building", first
        early = httpx.post(url + "api/solve", json=body, timeout=60).json()
        seen = follow(status, timeout=600)
        assert any(s["items"][0]["step"] for s in seen[:-1]), "no progress was reported"
        assert seen[-1]["state"] == "ready", seen[-1]
        assert len(seen[-1]["items"][0]["names"]) == 2  # the databases, the pruning table
        if early["status"] == "limit":  # asked while building: said so
            assert "another process is building" in early["message"], early
        solved = httpx.post(url + "api/solve", json=body, timeout=60).json()
    assert solved["status"] == "solved", solved
    assert solved["length"] == 57 and solved["optimal"] is True
    assert solved["algorithm"].startswith("pdb ")
