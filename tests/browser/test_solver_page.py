"""The solver page in headless Chromium under its strict policy: ``?lang=ko`` shows Korean,
moves are said as the tile's direction, a solve and a comparison run with no policy
violation in the browser's log, the comparison is shown once, and the header links to
/play and switches the language."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from tests.browser.support import answer as _answer
from tests.browser.support import missing_browser
from tests.browser.test_player_browser import _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")

BOARD = "3 1 2 / 4 7 5 / 6 8 0"
SHARE = "?puzzle=sliding&board=3+1+2+/+4+7+5+/+6+8+0&goal=blank-first"
#: the blank's letter -> the way the tile moves (the opposite), in each language
TILE_WAY = {"en": {"U": "down", "D": "up", "L": "right", "R": "left"},
            "ko": {"U": "아래로", "D": "위로", "L": "오른쪽으로", "R": "왼쪽으로"}}


def _moves(drv: Any) -> list[str]:
    return list(drv.execute_script(
        "return [...document.querySelectorAll('#player ol.fp-moves li')]"
        ".map(li => li.textContent)"))


def _expected_moves(server: str, lang: str) -> list[str]:
    """The tile's way for each move of the API's answer, said independently of the page."""
    body = httpx.post(server + "api/solve", json={"puzzle": "sliding", "board": BOARD,
                                                  "goal": "blank-first"}, timeout=30).json()
    said = {"en": "tile {tile} {way}", "ko": "{tile}번 타일 {way}"}[lang]
    return [said.format(tile=m["tile"], way=TILE_WAY[lang][m["blank"]]) for m in body["moves"]]


def test_korean_page_solves_under_the_strict_policy(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(server + SHARE + "&lang=ko")
    assert _answer(driver).startswith("4수 (최적)")
    assert driver.execute_script("return document.documentElement.lang") == "ko"
    assert driver.find_element(By.ID, "solve").text == "풀기"
    assert "서버 상한" in driver.find_element(By.ID, "caps").text
    assert _moves(driver) == _expected_moves(server, "ko")
    assert driver.find_element(By.CSS_SELECTOR, "#player .fp-play").text == "▶ 재생"
    rows = [r.text for r in driver.find_elements(By.CSS_SELECTOR, "#stats td:first-child")]
    assert "확장한 상태" in rows
    # the player was started by /static/player.js: it steps
    driver.find_element(By.CSS_SELECTOR, "#player .fp-fwd").click()
    assert driver.find_element(By.CSS_SELECTOR, "#player .fewest-player") \
        .get_attribute("data-step") == "1"
    assert _errors(driver) == []  # a policy violation would be logged as an error
    # the page asks the server in its own language: a refusal comes back in Korean
    board = driver.find_element(By.ID, "board")
    board.clear()
    board.send_keys("1 2 3 / 4 5 6 / 7 8 8")
    driver.find_element(By.ID, "solve").click()
    english = httpx.post(server + "api/solve", json={
        "puzzle": "sliding", "board": "1 2 3 / 4 5 6 / 7 8 8", "goal": "blank-first"},
        timeout=30).json()["error"]
    assert _answer(driver) == f"요청을 받아들일 수 없습니다: {english}"


def test_english_page_links_to_play_and_says_the_tiles_way(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(server + SHARE + "&lang=en")
    assert _answer(driver).startswith("4 moves (optimal)")
    assert _moves(driver) == _expected_moves(server, "en")
    link = driver.find_element(By.ID, "play-link")
    assert link.get_attribute("href") == server + "play" and link.is_displayed()
    # a refusal is shown as the server says it (in the page's language)
    board = driver.find_element(By.ID, "board")
    board.clear()
    board.send_keys("1 2 3 / 4 5 6 / 7 8 8")
    driver.find_element(By.ID, "solve").click()
    error = _answer(driver)
    assert error == httpx.post(server + "api/solve", json={
        "puzzle": "sliding", "board": "1 2 3 / 4 5 6 / 7 8 8", "goal": "blank-first"},
        timeout=30).json()["error"]
    assert [e for e in _errors(driver) if "status of 400" not in e] == []


def test_the_comparison_is_shown_once(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(server + "?puzzle=sliding&board=1+2+3+/+0+4+6+/+7+5+8&lang=ko")
    _answer(driver)
    driver.find_element(By.ID, "compare").click()
    WebDriverWait(driver, 60).until(lambda d: d.find_element(By.ID, "comparison").is_displayed())
    WebDriverWait(driver, 30).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#exploration .fc-algo"))
    # the exploration's players start after it is drawn: wait for them, not a fixed time
    WebDriverWait(driver, 30).until(lambda d: d.execute_script(
        "return [...document.querySelectorAll('#exploration .fewest-player')]"
        ".every(p => p.querySelector('.fp-cell'))"))
    tables = driver.execute_script(
        "return [...document.querySelectorAll('#comparison table')]"
        ".filter(t => [...t.rows].some(r => r.cells[0] && r.cells[0].textContent === 'bfs'))"
        ".length")
    assert tables == 1
    names = [s.get_attribute("data-algorithm")
             for s in driver.find_elements(By.CSS_SELECTOR, "#exploration .fc-algo")]
    assert sorted(names) == ["astar", "bfs", "bidirectional", "dfs", "idastar"]
    headers = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "#compare-table th")]
    assert headers[:3] == ["알고리즘", "길이", "최적"]
    assert "증명된 최단: 3수" in driver.find_element(By.ID, "compare-note").text
    # the exploration's own words are the page's too
    bfs = driver.find_element(By.CSS_SELECTOR, "#exploration .fc-algo[data-algorithm='bfs']")
    assert bfs.find_element(By.TAG_NAME, "h3").text == "BFS (너비 우선): 3수, 최적"
    assert driver.find_element(By.CSS_SELECTOR, "#exploration .fc-play").text == "▶ 탐색 다시 보기"
    # the paths' players inside the exploration were started too
    assert driver.execute_script(
        "return [...document.querySelectorAll('#exploration .fewest-player')]"
        ".every(p => p.querySelector('.fp-cell'))")
    assert _errors(driver) == []


def _solve_word(drv: Any) -> str:
    from selenium.webdriver.common.by import By

    return str(drv.find_element(By.ID, "solve").text)


def test_the_language_switch_is_kept_for_the_next_visit(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    def ready(d: Any) -> bool:
        return d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true"

    driver.get(server)
    WebDriverWait(driver, 30).until(ready)
    try:
        driver.find_element(By.ID, "lang-ko").click()
        WebDriverWait(driver, 30).until(lambda d: ready(d) and _solve_word(d) == "풀기")
        assert driver.find_element(By.ID, "lang-ko").get_attribute("aria-pressed") == "true"
        label = driver.find_element(By.CSS_SELECTOR, "[data-i18n='solver.puzzle']")
        assert re.fullmatch(r"퍼즐", label.text)
        driver.find_element(By.ID, "lang-en").click()
        WebDriverWait(driver, 30).until(lambda d: ready(d) and _solve_word(d) == "Solve")
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")
    assert _errors(driver) == []
