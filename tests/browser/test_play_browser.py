"""Play mode and the live search view in headless Chromium (Debian's, via selenium),
against a real ``fewest serve``: a sliding board played to solved with clicks and keys,
with hint and undo; a Rubik's square by its row arrows; cards by arrows, Ctrl+arrow and
Enter; snakes and ladders by a digit (the roll); a scramble at a chosen distance solved
from there; ten BFS expansions stepped, the frontier count equal to the library's trace."""

from __future__ import annotations

import contextlib
from typing import Any
from urllib.parse import urlencode

import pytest

from fewest.errors import SearchLimitError
from fewest.problem import Limits
from fewest.puzzles import parse
from fewest.trace import Recorder
from tests.browser.support import missing_browser
from tests.browser.test_player_browser import ARTIFACTS, _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")


def _open(drv: Any, url: str, **query: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    drv.get(url + "?" + urlencode({**query, "play": "1"}))
    WebDriverWait(drv, 90).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true")


def _distance(drv: Any, want: str) -> str:
    """``#distance`` once it shows ``want`` (it reads "…" while a hint is on its way)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(drv, 90).until(lambda d: d.find_element(By.ID, "distance").text == want)
    return str(drv.find_element(By.ID, "distance").text)


def _tile(drv: Any, label: str) -> Any:
    from selenium.webdriver.common.by import By

    return drv.find_element(By.CSS_SELECTOR, f'#play-board .cell[data-label="{label}"]')


def _keys(drv: Any, *keys: Any) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    drv.find_element(By.TAG_NAME, "h1").click()  # focus the page, not a field
    for key in keys:
        chain = ActionChains(drv)
        if isinstance(key, tuple):  # (modifier, key)
            chain.key_down(key[0]).send_keys(key[1]).key_up(key[0])
        else:
            chain.send_keys(key)
        chain.perform()
        drv.implicitly_wait(0)


def _status(drv: Any) -> str:
    from selenium.webdriver.common.by import By

    return str(drv.find_element(By.ID, "status").text)


def test_sliding_clicks_undo_and_hint(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board="1 2 3 / 4 0 6 / 7 5 8")
    assert _distance(driver, "2") == "2"
    cells = driver.find_elements(By.CSS_SELECTOR, "#play-board .cell")
    assert len(cells) == 9 and {c.get_attribute("data-row") for c in cells} == {"0", "1", "2"}
    _tile(driver, "5").click()
    _distance(driver, "1")
    assert "optimal" in driver.find_element(By.ID, "verdict").text
    _tile(driver, "8").click()
    _distance(driver, "0")
    assert "solved" in _status(driver) and "optimum 2" in _status(driver)
    driver.find_element(By.ID, "undo").click()
    _distance(driver, "1")
    driver.find_element(By.ID, "hint").click()
    _distance(driver, "0")
    assert "solved" in _status(driver)
    ARTIFACTS.mkdir(exist_ok=True)
    assert driver.save_screenshot(str(ARTIFACTS / "play-sliding.png"))
    assert _errors(driver) == []


def test_sliding_by_arrow_keys_and_a_step_back(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    _open(driver, server, puzzle="sliding", board="1 2 3 / 4 5 6 / 0 7 8")
    _distance(driver, "2")
    _keys(driver, Keys.ARROW_DOWN)  # tile 4 slides down into the blank: a step back
    _distance(driver, "3")
    assert "step back" in driver.find_element(By.ID, "verdict").text
    _keys(driver, Keys.ARROW_UP, Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    _distance(driver, "0")
    assert "solved" in _status(driver) and "in 4 moves" in _status(driver)
    assert _errors(driver) == []


def test_rubiks_square_by_its_row_arrows(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="rubiks-square", board="2 3 1 / 4 5 6 / 7 8 9")
    _distance(driver, "1")
    arrows = driver.find_elements(By.CSS_SELECTOR, ".line-arrow")
    assert len(arrows) == 12  # a left and a right arrow per row, an up and a down per column
    driver.find_element(By.CSS_SELECTOR, '.line-arrow[data-axis="row"][data-index="0"]'
                                         '[data-dir="1"]').click()
    _distance(driver, "0")
    assert "solved" in _status(driver)
    labels = [c.get_attribute("data-label")
              for c in driver.find_elements(By.CSS_SELECTOR, "#play-board .cell")]
    assert labels == [str(k) for k in range(1, 10)]
    assert _errors(driver) == []


def test_a_half_turn_has_its_double_arrow(driver: Any, server: str) -> None:
    """Baekjoon 2549's 4x4: a row shifted by two (the same either way) is one move, played
    by the double arrow beside the row's single one."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="boj-2549", board="3 4 1 2 / 5 6 7 8 / 9 10 11 12 / "
                                                   "13 14 15 16")
    _distance(driver, "1")
    driver.find_element(By.CSS_SELECTOR, '.line-arrow[data-axis="row"][data-index="0"]'
                                         '[data-dir="2"]').click()
    _distance(driver, "0")
    assert "solved" in _status(driver)
    assert _errors(driver) == []


def test_cards_by_arrows_ctrl_arrows_and_enter(driver: Any, server: str) -> None:
    from selenium.webdriver.common.keys import Keys

    _open(driver, server, puzzle="card-match", board="[[1,0,0,1],[2,0,0,2]]")
    _distance(driver, "7")
    _keys(driver, Keys.ENTER)  # card 1 up: no board says that, the hint still knows
    _distance(driver, "6")
    _keys(driver, (Keys.CONTROL, Keys.ARROW_RIGHT), Keys.ENTER)
    _distance(driver, "4")
    _keys(driver, Keys.ARROW_DOWN, Keys.ENTER, (Keys.CONTROL, Keys.ARROW_LEFT), Keys.ENTER)
    _distance(driver, "0")
    assert "solved" in _status(driver) and "in 7 moves" in _status(driver)
    ARTIFACTS.mkdir(exist_ok=True)
    assert driver.save_screenshot(str(ARTIFACTS / "play-cards.png"))
    assert _errors(driver) == []


def test_scramble_at_a_chosen_distance_then_solve_from_here(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(server + "play?puzzle=sliding")  # no board: a scramble 12 moves from the goal
    _distance(driver, "12")
    want = driver.find_element(By.ID, "want")
    want.clear()
    want.send_keys("5")
    driver.find_element(By.ID, "scramble").click()
    _distance(driver, "5")
    board = driver.find_element(By.ID, "board").get_attribute("value")
    assert parse("sliding", board).solve().length == 5  # the library agrees
    driver.find_element(By.ID, "solve-here").click()
    _distance(driver, "0")
    assert "in 5 moves (optimum 5)" in _status(driver)
    assert _errors(driver) == []


def test_snakes_and_ladders_by_choosing_a_roll(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="snakes-ladders", board="[[-1,-1,-1],[-1,9,8],[-1,8,9]]")
    _distance(driver, "1")
    rolls = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#move-list button.move")]
    assert rolls[1] == "roll 2 -> 3, ladder to 9"
    _keys(driver, "2")  # the digit picks the listed roll
    _distance(driver, "0")
    assert "solved" in _status(driver)
    assert _errors(driver) == []


def test_step_ten_bfs_expansions_and_the_frontier_matches_the_library(driver: Any,
                                                                       server: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    board = "8 6 7 / 2 5 4 / 3 0 1"
    _open(driver, server, puzzle="sliding", board=board)
    driver.find_element(By.ID, "record").click()
    WebDriverWait(driver, 60).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-recorded") == "true")
    for _ in range(10):
        driver.find_element(By.ID, "w-step").click()
    recorder = Recorder(parse("sliding", board), 50)
    with contextlib.suppress(SearchLimitError):  # only its first expansions matter
        recorder.solve("bfs", limits=Limits(max_expansions=50))
    trace = recorder.traces["bfs"]
    pane = driver.find_element(By.ID, "pane-a")
    assert pane.find_element(By.CSS_SELECTOR, ".expanded").text == "10"
    assert pane.find_element(By.CSS_SELECTOR, ".frontier").text == str(trace.events[9][1])
    assert driver.find_element(By.ID, "w-pos").get_attribute("data-step") == "10"
    closed = driver.find_elements(By.CSS_SELECTOR, "#pane-a circle.closed")
    rings = driver.find_elements(By.CSS_SELECTOR, "#pane-a circle.frontier")
    assert len(closed) == 10 and len(rings) == trace.events[9][1]
    driver.execute_script("document.getElementById('watch').scrollIntoView()")
    assert driver.save_screenshot(str(ARTIFACTS / "play-watch.png"))
    assert _errors(driver) == []


@pytest.mark.parametrize(("puzzle", "size"), [("card-match", "4x4"), ("snakes-ladders", "4")])
def test_scramble_works_where_the_goal_is_not_one_board(driver: Any, server: str, puzzle: str,
                                                        size: str) -> None:
    """Cards and snakes have no single solved board to walk away from: the page takes the
    server's random scramble instead of stopping on the 0-move request's error."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    _open(driver, server, puzzle=puzzle)
    field = driver.find_element(By.ID, "size")
    field.clear()
    field.send_keys(size)
    before = driver.find_element(By.ID, "board").get_attribute("value")
    driver.find_element(By.ID, "scramble").click()
    WebDriverWait(driver, 90).until(
        lambda d: d.find_element(By.ID, "board").get_attribute("value") != before)
    board = driver.find_element(By.ID, "board").get_attribute("value")
    assert parse(puzzle, board).solve().length >= 0  # a board the library reads back
    assert driver.find_element(By.ID, "error").get_attribute("hidden") is not None
    assert _errors(driver) == []


def test_a_scrambled_board_keeps_its_line_breaks_and_plays_again(driver: Any,
                                                                  server: str) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="lights-out", board="1 1 0\n1 0 0\n0 0 0")
    _distance(driver, "1")
    board = driver.find_element(By.ID, "board")
    assert board.get_attribute("value") == "1 1 0\n1 0 0\n0 0 0"
    driver.find_element(By.ID, "start").click()  # "Play this board" reads it back
    _distance(driver, "1")
    assert driver.find_element(By.ID, "error").get_attribute("hidden") is not None
    assert _errors(driver) == []


def test_keys_still_play_after_ticking_show_every_value(driver: Any, server: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    _open(driver, server, puzzle="sliding", board="1 2 3 / 4 5 6 / 7 0 8")
    _distance(driver, "1")
    box = driver.find_element(By.ID, "show-values")
    box.click()  # the checkbox now has the focus
    assert box.is_selected()
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()  # tile 8 slides left
    _distance(driver, "0")
    assert "solved" in _status(driver)
    assert _errors(driver) == []


def test_tiles_stay_solid_whichever_board_is_drawn_first(driver: Any, server: str) -> None:
    """A role's border pattern depends on its name, not on the order boards were drawn."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board="0 1 2 / 3 4 5 / 6 7 8")  # blank first
    _distance(driver, "22")  # toward the blank-last goal; the page has drawn the board
    styles = {c.get_attribute("data-role"): c.value_of_css_property("border-top-style")
              for c in driver.find_elements(By.CSS_SELECTOR, "#play-board .cell")}
    assert styles["tile"] == "solid" and styles["blank"] != "solid"
    assert _errors(driver) == []
