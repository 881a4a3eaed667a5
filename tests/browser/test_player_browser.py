"""The HTML player and the compare page in headless Chromium (Debian's, via selenium)."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fewest.puzzles import families
from fewest.render.html import write_html
from tests.browser.support import browser_paths, missing_browser
from tests.render.helpers import labels, solved

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1000,800")


@pytest.fixture(scope="module")
def driver() -> Iterator[Any]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    browser, chromedriver = browser_paths()
    options = webdriver.ChromeOptions()
    options.binary_location = str(browser)
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="fewest-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    drv = webdriver.Chrome(service=Service(executable_path=str(chromedriver)), options=options)
    drv.set_page_load_timeout(30)
    try:
        yield drv
    finally:
        drv.quit()


def _errors(drv: Any) -> list[str]:
    return [e["message"] for e in drv.get_log("browser") if e["level"] == "SEVERE"]


def _board(root: Any) -> dict[tuple[int, int], tuple[str, str, str]]:
    """What the page shows now: ``(row, col) -> (label, role, marks)``, read in one call."""
    cols, cells = root.parent.execute_script(
        "var r = arguments[0], d = JSON.parse(r.querySelector('script.fp-data').textContent);"
        "return [d.cols, Array.prototype.map.call(r.querySelectorAll('.fp-board .fp-cell'),"
        "function (c) { return [c.dataset.label, c.dataset.role, c.dataset.marks]; })];", root)
    return {divmod(k, cols): tuple(c) for k, c in enumerate(cells)}


#: the families the default lane plays (the eight classics, a layered grid and a number
#: line); the player is one renderer over the view, so the other catalogue problems, whose
#: views are those two shapes, play in the slow lane
DEFAULT_LANE = {"sliding", "rubiks-square", "snakes-ladders", "card-match", "pocket-cube",
                "hanoi", "pancake", "lights-out", "boj-2206", "boj-1697"}


@pytest.mark.parametrize("name", [pytest.param(f.name, marks=() if f.name in DEFAULT_LANE
                                               else pytest.mark.slow) for f in families()
                                  if not f.computed])  # a path to play
def test_player_plays_to_the_goal_and_steps_back(driver: Any, name: str,
                                                 tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    inst, sol = solved(name)
    page = tmp_path / "player.html"
    write_html(page, inst, sol, speed=30)
    driver.get(page.as_uri())
    root = driver.find_element(By.CSS_SELECTOR, ".fewest-player")
    n = sol.length
    assert root.get_attribute("data-length") == str(n)
    assert root.get_attribute("data-step") == "0"
    assert _board(root) == labels(inst.view().state_grid(sol.states[0]))

    root.find_element(By.CSS_SELECTOR, ".fp-play").click()
    WebDriverWait(driver, 20).until(
        lambda d: root.get_attribute("data-step") == str(n)
        and root.get_attribute("data-playing") == "false")
    assert _board(root) == labels(inst.view().state_grid(sol.states[-1]))
    assert f"{n} / {n}" in root.find_element(By.CSS_SELECTOR, ".fp-pos").text
    current = root.find_elements(By.CSS_SELECTOR, "ol.fp-moves li.fp-current")
    assert len(current) == 1 and current[0].text == sol.view.move_highlights(
        sol.moves[-1], sol.states[-2], sol.states[-1]).text
    ARTIFACTS.mkdir(exist_ok=True)
    assert driver.save_screenshot(str(ARTIFACTS / f"player-{name}.png"))

    from selenium.webdriver.common.keys import Keys

    root.send_keys(Keys.HOME)
    assert root.get_attribute("data-step") == "0"
    root.send_keys(Keys.END)
    assert root.get_attribute("data-step") == str(n)
    back = root.find_element(By.CSS_SELECTOR, ".fp-back")
    for _ in range(n):
        back.click()
    assert root.get_attribute("data-step") == "0"
    assert _board(root) == labels(inst.view().state_grid(sol.states[0]))
    assert _errors(driver) == []


def test_compare_page_replays(driver: Any, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    from typer.testing import CliRunner

    from fewest.cli.app import app

    out = tmp_path / "compare.html"
    # auto is the compiled pair DP (nothing recorded); bfs and dfs are traced
    res = CliRunner().invoke(app, ["compare", "card-match", "[[1,0,0,3],[2,0,0,0],[0,0,0,2],"
                                   "[3,0,1,0]]", "--cursor", "1,0", "--algorithms",
                                   "auto,bfs,dfs", "--html", str(out)])
    assert res.exit_code == 0, res.output
    driver.get(out.as_uri())
    root = driver.find_element(By.CSS_SELECTOR, ".fewest-compare")
    total = root.find_element(By.CSS_SELECTOR, ".fc-time").get_attribute("max")
    root.find_element(By.CSS_SELECTOR, ".fc-play").click()
    WebDriverWait(driver, 20).until(lambda d: root.get_attribute("data-time") == total)
    bars = root.find_elements(By.CSS_SELECTOR, "section[data-algorithm='bfs'] svg.fc-depth rect")
    assert bars, "the per-depth chart is drawn"
    heat = root.find_elements(By.CSS_SELECTOR, "section[data-algorithm='bfs'] .fc-heat div")
    assert len(heat) == 16
    order = [c.get_attribute("data-order") for c in heat]
    assert order[4] == "0", "the start cursor (1,0) is the first expansion"
    assert sum(o is not None for o in order) >= 2, "cursor cells are coloured by order"
    ARTIFACTS.mkdir(exist_ok=True)
    assert driver.save_screenshot(str(ARTIFACTS / "compare.png"))
    assert _errors(driver) == []
