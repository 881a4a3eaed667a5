"""The play page and its files: served from a fixed list, self-contained, a share link with
``play=1`` opens it, and the page is in the wheel."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import pytest

from fewest.serve.play import ASSETS

ROOT = Path(__file__).resolve().parents[2]


def test_play_page_embeds_the_share_link_and_loads_only_its_own_files(client):
    response = client.get("/play", params={"puzzle": "sliding", "board": "1 2 / 0 3</script>"})
    page = response.text
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/html")
    assert "</script>\"" not in page and "\\u003c/script\\u003e" in page  # the query is inert
    sources = re.findall(r'(?:src|href)="([^"]+)"', page)
    assert "/static/play.js" in sources and "/static/play.css" in sources
    assert all(s.startswith(("/", "#", "data:")) for s in sources), sources
    for name in ASSETS:
        text = client.get(f"/static/{name}").text
        assert "http://" not in text.replace("http://www.w3.org/2000/svg", "")
        assert "https://" not in text and "fetch(\"http" not in text


def test_the_play_page_and_its_files_carry_a_strict_policy(client):
    for path in ["/play", *(f"/static/{name}" for name in ASSETS)]:
        headers = client.get(path).headers
        policy = headers["content-security-policy"]
        assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy
        assert "unsafe-inline" not in policy and headers["x-content-type-options"] == "nosniff"


def test_a_share_link_with_play_1_opens_play_mode_and_without_it_the_solver(client):
    play = client.get("/", params={"puzzle": "sliding", "board": "1 2 / 0 3", "play": "1"}).text
    solver = client.get("/", params={"puzzle": "sliding", "board": "1 2 / 0 3"}).text
    assert 'id="play-board"' in play and 'id="play-board"' not in solver
    assert 'id="form"' in solver


@pytest.mark.parametrize("name", sorted(ASSETS))
def test_each_listed_file_is_served_with_its_type(client, name):
    response = client.get(f"/static/{name}")
    assert response.status_code == 200
    assert response.headers["content-type"].split(";")[0] == ASSETS[name].split(";")[0]
    assert response.text == (ROOT / "src/fewest/serve/static" / name).read_text("utf-8")


@pytest.mark.parametrize("path", ["/static/play.html", "/static/..%2F..%2Fpyproject.toml",
                                  "/static/%2e%2e/jobs.py", "/static/page.html",
                                  "/static/../play.py", "/static/"])
def test_nothing_else_is_served(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert "pyproject" not in response.text and "def " not in response.text


def test_the_wheel_carries_the_play_files(tmp_path):
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                          "-q", "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    wheel = next(tmp_path.glob("fewest-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in [*ASSETS, "play.html", "solve.html"]:
        assert f"fewest/serve/static/{name}" in names
