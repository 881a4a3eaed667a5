"""Every problem played from its own example (the listing's ``example``, a judge problem's
official sample, the board the form shows as its placeholder) to the goal by hints, in
headless Chromium against a real ``fewest serve``; a problem whose answer is computed,
not a path, shows that answer as the judge prints it.  The default lane plays one problem
per kind of picture; the rest are slow."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import urlencode

import pytest

from fewest.app.sizes import example_board
from fewest.puzzles import families, get_family
from tests.browser.support import missing_browser
from tests.browser.test_player_browser import _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium
from tests.browser.test_scramble_solve import WAIT, _settled, _text
from tests.serve.live import live_server

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")
#: one problem per kind of picture: tiles, discs on pegs, a board with links, a number
#: line, a maze, a cube's net, a row of wheels and words, a cursor over cards, and an
#: answer computed over the whole input (no moves to play)
QUICK = ("sliding", "hanoi", "snakes-ladders", "boj-1697", "boj-2206", "pocket-cube",
         "leetcode-752", "card-match", "boj-7576")
#: the most hints pressed when moves may cost 0 or more than 1
MOST = 200


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with live_server("--workers", "2", "--max-seconds", "10", "--no-build-tables") as (
            url, _proc):
        yield url


def _case(name: str) -> Any:
    marks = [] if name in QUICK else [pytest.mark.slow]
    return pytest.param(name, marks=marks, id=name)


@pytest.mark.parametrize("name", [_case(f.name) for f in families()])
def test_the_example_plays_to_the_goal_by_hints(driver: Any, server: str, name: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    family = get_family(name)
    board = example_board(family)
    assert board, name
    driver.get(server + "play?" + urlencode({"puzzle": name, "board": board}))
    if family.computed:  # an answer, not a game: shown as the judge prints it
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(
            "return document.body.dataset.ready === 'true'"))
        assert driver.find_element(By.ID, "error").get_attribute("hidden") is not None
        assert driver.find_element(By.ID, "computed").is_displayed()
        assert not driver.find_element(By.ID, "game").is_displayed()
        instance = family.parse(board)
        want = instance.judge_output(instance.solve(), "judge")
        assert _text(driver, "computed-answer") == " ".join(want.split())
        assert _text(driver, "computed-why")
        assert _errors(driver) == []
        return
    WebDriverWait(driver, WAIT).until(_settled)
    assert driver.find_element(By.ID, "error").get_attribute("hidden") is not None
    start = _text(driver, "distance")
    assert start.isdigit(), start  # proven, and the goal can be reached
    # moves that may cost 0 (a mirror's straight run, a free walk) take more presses than
    # the cost to go; unit moves take exactly that many, with a little room
    costs = getattr(getattr(family, "problem", None), "costs", "unit")
    presses = int(start) + 3 if costs == "unit" and int(start) < MOST else MOST
    for _press in range(presses):
        if driver.find_element(By.ID, "status").get_attribute("data-goal") == "true":
            break
        driver.find_element(By.ID, "hint").click()
        WebDriverWait(driver, WAIT).until(_settled)
    assert driver.find_element(By.ID, "status").get_attribute("data-goal") == "true"
    assert _errors(driver) == []


def test_a_computed_problem_opened_with_no_board_shows_a_random_cases_answer(
        driver: Any, server: str) -> None:
    """The page opens a problem by a scramble at a distance; a computed problem has none:
    it gets a random case and its answer (the page waited for good before)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(server + "play?" + urlencode({"puzzle": "leetcode-743"}))
    WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(
        "return document.body.dataset.ready === 'true'"))
    assert driver.find_element(By.ID, "computed").is_displayed()
    assert _text(driver, "computed-answer").lstrip("-").isdigit()
    assert "computed" in _text(driver, "scramble-note")
    assert _errors(driver) == []
