"""The ``fewest serve`` playground in headless Chromium (Debian's, via selenium), against a
real server on a free loopback port: a share link solves on load, typing a board and
pressing Solve answers, Scramble then Solve answers, a bad board shows the CLI's message."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from tests.browser.support import answer as _answer
from tests.browser.support import missing_browser
from tests.browser.test_player_browser import ARTIFACTS, _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")

SHARE = "?puzzle=sliding&board=3+1+2+/+4+7+5+/+6+8+0&goal=blank-first"


def _player_length(drv: Any) -> int:
    from selenium.webdriver.common.by import By

    return int(drv.find_element(By.CSS_SELECTOR, "#player .fewest-player")
               .get_attribute("data-length"))


def _type_board(drv: Any, board: str) -> None:
    from selenium.webdriver.common.by import By

    field = drv.find_element(By.ID, "board")
    field.clear()
    field.send_keys(board)


def test_share_link_solves_on_load_and_shows_the_player(driver: Any, server: str) -> None:
    driver.get(server + SHARE)
    answer = _answer(driver)
    assert answer.startswith("4 moves (optimal)")
    assert _player_length(driver) == 4
    driver.execute_script("document.getElementById('result').scrollIntoView()")
    ARTIFACTS.mkdir(exist_ok=True)
    assert driver.save_screenshot(str(ARTIFACTS / "serve-share-link.png"))
    assert _errors(driver) == []


def test_type_a_board_press_solve_and_the_url_follows(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(server)
    WebDriverWait(driver, 30).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true")
    _type_board(driver, "1 2 3 / 4 5 6 / 0 7 8")
    driver.find_element(By.ID, "solve").click()
    assert _answer(driver).startswith("2 moves (optimal)")
    assert _player_length(driver) == 2
    assert "board=1+2+3+%2F+4+5+6+%2F+0+7+8" in driver.current_url
    assert "puzzle=sliding" in driver.current_url

    _type_board(driver, "1 2 3 / 4 5 6 / 7 8 8")
    driver.find_element(By.ID, "solve").click()
    expected = httpx.post(server + "api/solve", json={
        "puzzle": "sliding", "board": "1 2 3 / 4 5 6 / 7 8 8"}, timeout=30).json()["error"]
    assert _answer(driver) == expected
    assert not driver.find_element(By.ID, "result").is_displayed()
    # the console shows only the expected HTTP 400, no script error
    assert [e for e in _errors(driver) if "status of 400" not in e] == []


def test_scramble_then_solve(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(server)
    WebDriverWait(driver, 30).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true")
    _type_board(driver, "")
    moves = driver.find_element(By.ID, "moves")
    moves.clear()
    moves.send_keys("8")
    driver.find_element(By.ID, "scramble").click()
    WebDriverWait(driver, 30).until(
        lambda d: d.find_element(By.ID, "board").get_attribute("value").strip() != "")
    board = driver.find_element(By.ID, "board").get_attribute("value")
    assert sorted(int(n) for n in re.findall(r"\d+", board)) == list(range(9))
    driver.find_element(By.ID, "solve").click()
    found = re.match(r"(\d+) moves? \(optimal\)", _answer(driver))
    assert found and int(found.group(1)) <= 8 and _player_length(driver) == int(found.group(1))
    # the same board through the API: the same optimal length
    api = httpx.post(server + "api/solve", json={"puzzle": "sliding", "board": board},
                     timeout=30).json()
    assert api["length"] == int(found.group(1))
    assert _errors(driver) == []


def test_compare_shows_the_table_and_the_exploration(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(server + "?puzzle=sliding&board=1+2+3+/+0+4+6+/+7+5+8")
    _answer(driver)  # the link solves on load first
    driver.find_element(By.ID, "compare").click()
    WebDriverWait(driver, 60).until(lambda d: d.find_element(By.ID, "comparison").is_displayed())
    rows = {r.find_elements(By.TAG_NAME, "td")[0].text: r.find_elements(By.TAG_NAME, "td")
            for r in driver.find_elements(By.CSS_SELECTOR, "#compare-table tr")[1:]}
    assert set(rows) == {"bfs", "dfs", "bidirectional", "astar", "idastar"}
    assert rows["bfs"][1].text == rows["astar"][1].text == "3"  # the spec's minimum
    assert "Shortest proven: 3 moves" in driver.find_element(By.ID, "compare-note").text
    # the exploration is in the page itself (no frame), started by /static/compare.js
    WebDriverWait(driver, 30).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#exploration .fewest-compare section"))
    assert driver.find_element(By.CSS_SELECTOR, "#exploration .fewest-compare") \
        .get_attribute("data-time") is not None
    assert _errors(driver) == []
