"""How the play page feels, in headless Chromium against a real ``fewest serve``: each
move's proven value drawn on the cell that plays it, the history of distances, a click
that slides a run of tiles, a swipe, the solved banner, the phone layout, Hanoi's discs
(picked up and put down by two clicks), the snakes and ladders drawn, and the page in
Korean."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import httpx
import pytest

from tests.browser.support import missing_browser
from tests.browser.test_player_browser import _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")


def _open(drv: Any, url: str, **query: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    drv.get(url + "play?" + urlencode(query))
    WebDriverWait(drv, 90).until(lambda d: d.execute_script("return document.body.dataset.ready")
                                 == "true")


def _wait(drv: Any, script: str, want: Any) -> Any:
    """Wait until ``script`` returns ``want`` (the page answers each move asynchronously)."""
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(drv, 60).until(lambda d: d.execute_script(script) == want)
    return want


def _distance(drv: Any, want: str) -> str:
    return str(_wait(drv, "return document.getElementById('distance').textContent", want))


def _cell(drv: Any, label: str) -> Any:
    from selenium.webdriver.common.by import By

    return drv.find_element(By.CSS_SELECTOR, f'#play-board .cell[data-label="{label}"]')


def _hint(url: str, puzzle: str, board: str) -> dict[str, Any]:
    body = httpx.post(url + "api/hint", json={"puzzle": puzzle, "board": board, "view": True},
                      timeout=60).json()
    assert isinstance(body, dict)
    return body


def _value(delta: int | None) -> str:
    if delta is None:
        return "unknown"
    return "better" if delta < 0 else "same" if delta == 0 else "worse"


def test_values_on_the_board_match_the_api_and_the_history_grows(driver: Any,
                                                                  server: str) -> None:
    from selenium.webdriver.common.by import By

    board = "1 2 3 4 / 5 6 0 8 / 9 10 7 11 / 13 14 15 12"
    _open(driver, server, puzzle="sliding", board=board)
    _distance(driver, "3")
    driver.find_element(By.ID, "show-values").click()
    answer = _hint(server, "sliding", board)
    shown = driver.execute_script(
        "return Array.from(document.querySelectorAll('#play-board .cell'))"
        ".map(c => c.dataset.value || '')")
    want = [""] * 16
    for n in answer["next"]:
        for r, c in n["click"] + n["toward"]:
            want[r * 4 + c] = want[r * 4 + c] or _value(n["delta"])
    assert shown == want and {"better", "worse"} <= set(shown)
    colour = _cell(driver, "7").value_of_css_property("box-shadow")
    assert colour != _cell(driver, "1").value_of_css_property("box-shadow")
    # the move list says the way the tile goes, and the arrow key for that way plays it
    labels = {b.text: b.find_element(By.XPATH, "following-sibling::kbd").text
              for b in driver.find_elements(By.CSS_SELECTOR, "#move-list button.move")}
    assert labels["tile 7 up"] == "\u2191" and labels["tile 6 right"] == "\u2192"
    first = driver.find_element(By.CSS_SELECTOR, "#move-list li").get_attribute("data-value")
    assert first == "better"  # with values shown, the best move first
    # two moves: one back (tile 3 down), one closer (tile 3 up again)
    _cell(driver, "3").click()
    _distance(driver, "4")
    _cell(driver, "3").click()
    _distance(driver, "3")
    bars = driver.execute_script(
        "return Array.from(document.querySelectorAll('#history .hist-bar'))"
        ".map(b => [b.dataset.distance, b.dataset.step])")
    assert bars == [["3", "start"], ["4", "worse"], ["3", "better"]]
    assert _errors(driver) == []


def test_a_click_two_tiles_away_slides_both_then_a_swipe_solves(driver: Any,
                                                                 server: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board="1 2 3 / 0 4 5 / 7 8 6")
    _distance(driver, "3")
    _cell(driver, "5").click()  # two away in the blank's row: tile 4, then tile 5, go left
    _distance(driver, "1")
    assert driver.find_element(By.ID, "played").text == "2"
    labels = [c.get_attribute("data-label") for c in
              driver.find_elements(By.CSS_SELECTOR, "#play-board .cell")]
    assert labels == ["1", "2", "3", "4", "5", "", "7", "8", "6"]
    # swipe up on tile 6: it slides up into the blank
    swipe = ActionChains(driver).click_and_hold(_cell(driver, "6")).move_by_offset(0, -60)
    swipe.release().perform()
    _distance(driver, "0")
    assert driver.find_element(By.ID, "played").text == "3"
    assert _errors(driver) == []


def test_solving_by_hints_shows_the_banner_with_moves_time_and_optimum(driver: Any,
                                                                        server: str) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board="1 2 3 / 4 0 6 / 7 5 8")
    _distance(driver, "2")
    banner = driver.find_element(By.ID, "solved-banner")
    assert not banner.is_displayed()
    driver.find_element(By.ID, "hint").click()
    _distance(driver, "1")
    driver.find_element(By.ID, "hint").click()
    _distance(driver, "0")
    _wait(driver, "return document.getElementById('solved-banner').hidden", False)
    text = driver.find_element(By.ID, "solved-text").get_attribute("textContent")
    shown = driver.execute_script("return getComputedStyle(arguments[0]).display", banner)
    assert shown != "none" and text.startswith("2 moves in 0:0") and "was 2" in text
    # moves the hints played are not the player's: no "Perfect" for them (issue 41, bug 11)
    assert "2 of them played by hints" in text and "Perfect" not in text
    assert banner.get_attribute("data-perfect") == "false"
    assert driver.find_element(By.ID, "played").text == "0"
    assert driver.find_element(By.ID, "helped").text == "2"
    driver.find_element(By.ID, "again").click()  # the same board by the player's own clicks
    _distance(driver, "2")
    driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="5"]').click()
    _distance(driver, "1")
    driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="8"]').click()
    _distance(driver, "0")
    _wait(driver, "return document.getElementById('solved-banner').hidden", False)
    assert banner.get_attribute("data-perfect") == "true"
    assert "Perfect" in driver.find_element(By.ID, "solved-text").get_attribute("textContent")
    assert _errors(driver) == []


def test_the_phone_layout_shows_the_board_and_the_moves_to_go_without_scrolling(
        driver: Any, server: str) -> None:
    driver.set_window_size(375, 800)
    try:
        _open(driver, server, puzzle="sliding", board="5 1 2 3 / 9 6 7 4 / 13 10 11 8 / 0 14 15 12")
        _distance(driver, "9")
        # on a first start (an empty cache) a note says the tables are being built: the
        # layout is measured once it is gone
        from selenium.webdriver.support.ui import WebDriverWait

        WebDriverWait(driver, 240).until(lambda d: d.execute_script(
            "return document.getElementById('tables-note').hidden"))
        boxes = driver.execute_script(
            "const box = id => document.getElementById(id).getBoundingClientRect();"
            "return [box('play-board'), box('distance'), window.innerWidth, window.innerHeight,"
            " window.scrollY, document.getElementById('setup-box').open]")
        board, togo, width, height, scrolled, setup_open = boxes
        assert scrolled == 0 and not setup_open
        for box in (board, togo):
            assert box["top"] >= 0 and box["bottom"] <= height and box["right"] <= width, boxes
        assert board["width"] >= 0.8 * width  # the board takes the phone's width
    finally:
        driver.set_window_size(1280, 900)
    _open(driver, server, puzzle="sliding", board="1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15")
    board, height = driver.execute_script(
        "return [document.getElementById('play-board').getBoundingClientRect(),"
        " window.innerHeight]")
    # as large as fits under the setup, the bottom row above the fold (issue 41, bug 16)
    assert board["width"] >= 240 and board["bottom"] <= height
    assert driver.execute_script("return document.getElementById('setup-box').open") is True
    assert _errors(driver) == []


def test_hanoi_draws_discs_and_pegs_and_snakes_and_ladders_draw_their_links(
        driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="hanoi", board="[[4,3],[1],[2]]")
    discs = dict(driver.execute_script(
        "return Array.from(document.querySelectorAll('#play-board .cell.shape-bar'))"
        ".map(c => [c.dataset.label, Number(c.style.getPropertyValue('--bar'))])"))
    assert discs == {"1": 0.25, "2": 0.5, "3": 0.75, "4": 1.0}
    pegs = driver.find_elements(By.CSS_SELECTOR, "#play-board .cell.shape-post")
    assert len(pegs) == 3 * 4 - 4
    widths = {label: _cell(driver, label).size["width"] for label in discs}
    assert widths["1"] == widths["4"]  # the cells are alike; the drawn bar differs
    legend = driver.find_element(By.ID, "legend").text
    assert "peg" in legend and "as wide as its number" in legend
    # disc 1 can go to either other peg: a click picks it up, a click on peg 3 puts it there
    _cell(driver, "1").click()
    assert "picked" in _cell(driver, "1").get_attribute("class")
    _cell(driver, "2").click()  # the bottom of peg 3
    _wait(driver, "return document.getElementById('played').textContent", "1")
    _wait(driver, "return document.body.dataset.ready", "true")
    on_top = driver.execute_script(
        "return document.querySelector('#play-board .cell[data-row=\"2\"][data-col=\"2\"]')"
        ".dataset.label")
    assert on_top == "1"
    board = "[[-1,-1,-1,-1],[-1,14,-1,-1],[-1,-1,2,-1],[-1,-1,-1,-1]]"
    _open(driver, server, puzzle="snakes-ladders", board=board)
    kinds = driver.execute_script(
        "return Array.from(document.querySelectorAll('#board-links g.link'))"
        ".map(g => g.dataset.kind).sort()")
    assert kinds == ["ladder", "snake"]
    assert "ladder" in driver.find_element(By.ID, "legend").text
    assert _errors(driver) == []


def test_the_korean_page(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(server + "play?" + urlencode({"puzzle": "sliding", "board": "1 2 3 / 4 0 6 / 7 5 8",
                                             "lang": "ko"}))
    _distance(driver, "2")
    assert driver.execute_script("return document.documentElement.lang") == "ko"
    assert driver.find_element(By.ID, "hint").text == "힌트"
    assert driver.find_element(By.ID, "scramble").get_attribute("textContent") == "섞기"
    assert driver.find_element(By.ID, "togo-label").text == "수 남음 (증명됨)"
    # the moves in Korean, said independently: the blank's letter is the opposite of the
    # way the tile goes
    way = {"U": "아래로", "D": "위로", "L": "오른쪽으로", "R": "왼쪽으로"}
    body = httpx.post(server + "api/hint", json={"puzzle": "sliding",
                                                 "board": "1 2 3 / 4 0 6 / 7 5 8"}).json()
    want = [f"{n['move']['tile']}번 타일 {way[n['move']['blank']]}" for n in body["next"]]
    shown = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#move-list button.move")]
    assert sorted(shown) == sorted(want)
    pressed = driver.find_element(By.CSS_SELECTOR, 'button.lang[data-lang="ko"]')
    assert pressed.get_attribute("aria-pressed") == "true"
    driver.find_element(By.CSS_SELECTOR, 'button.lang[data-lang="en"]').click()  # kept, reloads
    _wait(driver, "return document.documentElement.lang", "en")
    _distance(driver, "2")
    assert driver.find_element(By.ID, "hint").text == "Hint" and "lang=" not in driver.current_url
    shown = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#move-list button.move")]
    assert "tile 5 up" in shown
    assert _errors(driver) == []
