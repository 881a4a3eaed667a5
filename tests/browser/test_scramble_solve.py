"""The play page's Scramble at a chosen Distance, then Hint pressed until solved, for every
family of the play list, in headless Chromium against a real ``fewest serve``: the page
starts N moves from the goal (its optimum reads N, the Size field the size asked) and the
hints solve it in exactly N moves.  Two families run in the default lane; the rest are slow."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import urlencode

import pytest

from fewest.puzzles import families, get_family
from fewest.puzzles.options import make_options
from tests.browser.support import missing_browser
from tests.browser.test_player_browser import _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium
from tests.contract.boards import BOARDS
from tests.serve.live import live_server
from tests.serve.test_scramble_exact import NEAR, _a_distance_of, _engine_distance

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")
#: the families played in the default lane: one whose goal is a board, one whose goal is not
QUICK = ("sliding", "card-match")
#: the longest wait for one answer on the page, in seconds
WAIT = 60


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with live_server("--workers", "2", "--max-seconds", "10", "--no-build-tables") as (
            url, _proc):
        yield url


def _case(name: str) -> Any:
    marks = [] if name in QUICK else [pytest.mark.slow]
    return pytest.param(name, marks=marks, id=name)


def _text(drv: Any, element_id: str) -> str:
    from selenium.webdriver.common.by import By

    return str(drv.find_element(By.ID, element_id).text)


def _settled(drv: Any) -> bool:
    """The page has the answer for the position it shows (no move waits for one)."""
    from selenium.webdriver.common.by import By

    return (drv.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true"
            and _text(drv, "distance") != "\u2026")


@pytest.mark.parametrize("name", [_case(f.name) for f in families() if not f.computed])
def test_scramble_at_distance_n_then_hints_solve_it_in_n(driver: Any, server: str,
                                                         name: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    family = get_family(name)
    size = str(BOARDS[name].get("size", "3x3"))
    want = NEAR if family.goal_board else _a_distance_of(name)
    # a board in the address: the page opens on it, without a scramble of its own
    driver.get(server + "play?" + urlencode({"puzzle": name, "board": BOARDS[name]["small"]}))
    WebDriverWait(driver, WAIT).until(_settled)
    before = driver.find_element(By.ID, "board").get_attribute("value")
    # a distance counted in costs (a road of 100 per cell) may pass 200: the field has no cap
    assert not driver.execute_script("return document.getElementById('want').hasAttribute('max')")
    for field, value in (("size", size), ("want", str(want))):
        box = driver.find_element(By.ID, field)
        box.clear()
        box.send_keys(value)
    driver.find_element(By.ID, "scramble").click()
    WebDriverWait(driver, WAIT).until(
        lambda d: d.find_element(By.ID, "board").get_attribute("value") != before
        and _settled(d) and _text(d, "optimum") == str(want))
    board = driver.find_element(By.ID, "board").get_attribute("value")
    assert _engine_distance(name, board, {}) == want  # the engine agrees
    assert driver.find_element(By.ID, "size").get_attribute("value") == size
    assert _text(driver, "played") == "0"
    unit = family.parse(board, make_options()).puzzle().unit_cost
    for _press in range(want + 3 if unit else 200):  # moves that cost 0 or 100 are not N
        if driver.find_element(By.ID, "status").get_attribute("data-goal") == "true":
            break
        driver.find_element(By.ID, "hint").click()
        WebDriverWait(driver, WAIT).until(_settled)
    assert driver.find_element(By.ID, "status").get_attribute("data-goal") == "true"
    if unit:  # every move costs one: the moves the hints played are the distance
        assert int(_text(driver, "helped")) == want and _text(driver, "played") == "0"
    assert _errors(driver) == []


def test_play_this_board_sets_the_size_to_the_board_s_grid(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(server + "play?" + urlencode({"puzzle": "sliding", "board": "1 2 / 0 3"}))
    WebDriverWait(driver, WAIT).until(_settled)
    board = driver.find_element(By.ID, "board")
    board.clear()
    board.send_keys("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15")  # line breaks are kept
    driver.find_element(By.ID, "start").click()
    WebDriverWait(driver, WAIT).until(lambda d: _settled(d) and _text(d, "optimum") == "1")
    assert driver.find_element(By.ID, "size").get_attribute("value") == "4x4"
    assert "\n" in str(driver.find_element(By.ID, "board").get_attribute("value"))
    assert _errors(driver) == []
