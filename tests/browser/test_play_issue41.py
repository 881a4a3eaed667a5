"""The playground's bugs of issue 41, each as the player meets it, in headless Chromium
against a real ``fewest serve``: a refused board, a late board, a failed move, Lights Out
clicks, the form of the chosen problem, judge text as pasted, costs in their unit, dead
ends, the language switch, the home mark's colour and the score."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from tests.browser.support import missing_browser
from tests.browser.test_play_browser import _distance, _keys, _open
from tests.browser.test_player_browser import _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")

SLIDING = "1 2 3 / 4 0 6 / 7 5 8"  # two moves from the goal
LC_1263 = json.dumps({"grid": [list("######"), list("#T####"), list("#..B.#"), list("#.##.#"),
                                list("#...S#"), list("######")]})


def _text(drv: Any, node_id: str) -> str:
    from selenium.webdriver.common.by import By

    return str(drv.find_element(By.ID, node_id).get_attribute("textContent"))


def _until(drv: Any, script: str, timeout: float = 60) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(drv, timeout).until(lambda d: d.execute_script(script))


def _play_form(drv: Any, board: str, puzzle: str | None = None) -> None:
    """Type ``board`` into the form (choosing ``puzzle`` first) and press Play."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    if puzzle is not None:
        Select(drv.find_element(By.ID, "puzzle")).select_by_value(puzzle)
    field = drv.find_element(By.ID, "board")
    field.clear()
    field.send_keys(board)
    drv.find_element(By.ID, "start").click()


def _cell(drv: Any, r: int, c: int) -> Any:
    from selenium.webdriver.common.by import By

    return drv.find_element(By.CSS_SELECTOR, f'#play-board .cell[data-row="{r}"][data-col="{c}"]')


def _error(drv: Any) -> str:
    return str(_until(drv, "const e = document.getElementById('error');"
                           "return !e.hidden && e.textContent"))


def test_a_refused_board_leaves_the_old_game_playable(driver: Any, server: str) -> None:
    """Bug 1: "Play this board" on a board the server refuses shows the error, and the game
    on the screen plays on: the distance, the count, Undo."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    _play_form(driver, "1 2 3 / 4 0 6 / 7 5")
    assert _error(driver)
    time.sleep(0.5)
    assert driver.find_element(By.ID, "distance").text == "2"
    driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="5"]').click()
    _distance(driver, "1")
    assert driver.find_element(By.ID, "played").text == "1"
    assert driver.find_element(By.ID, "undo").is_enabled()
    assert [e for e in _errors(driver) if "status of 400" not in e] == []


SLOW_FETCH = """
window.__slow = arguments[0];
const real = window.fetch;
window.fetch = async (url, init) => {
  if (init && init.body && init.body.includes(window.__slow)) {
    await new Promise((done) => setTimeout(done, 2500));
  }
  return real(url, init);
};
"""


def test_a_late_board_never_replaces_a_newer_one(driver: Any, server: str) -> None:
    """Bug 2: a board whose answer comes late is dropped once a newer board was asked for."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board="1 2 3 / 4 5 6 / 7 8 0")
    _distance(driver, "0")
    slow = "8 6 7 / 2 5 4 / 3 0 1"
    driver.execute_script(SLOW_FETCH, json.dumps(slow))
    _play_form(driver, slow)  # answered in 2.5 s
    _play_form(driver, "1 2 3 / 4 5 6 / 7 0 8")  # answered at once
    _distance(driver, "1")
    time.sleep(3.5)  # the slow board's answer has come and gone
    assert driver.find_element(By.ID, "distance").text == "1"
    labels = [c.get_attribute("data-label")
              for c in driver.find_elements(By.CSS_SELECTOR, "#play-board .cell")]
    assert labels == ["1", "2", "3", "4", "5", "6", "7", "", "8"]
    driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="8"]').click()
    _distance(driver, "0")  # and the next move plays on the board shown
    assert driver.find_element(By.ID, "error").get_attribute("hidden") is not None
    assert _errors(driver) == []


FAILING_FETCH = """
const real = window.fetch;
window.fetch = async (url, init) => {
  if (init && init.body && JSON.parse(init.body).moves.length > 0) {
    return new Response(JSON.stringify({status: "invalid", error:
      'move 1 {"blank": "U", "tile": 239} is not legal here'}), {status: 400,
      headers: {"Content-Type": "application/json"}});
  }
  return real(url, init);
};
"""


def test_a_board_not_wanted_any_more_is_not_waited_for(driver: Any, server: str) -> None:
    """Bug 2: the request for a board replaced by a newer one is aborted (the server stops
    its search when the connection goes)."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board="1 2 3 / 4 5 6 / 7 8 0")
    _distance(driver, "0")
    driver.execute_script(SLOW_FETCH, json.dumps("8 6 7 / 2 5 4 / 3 0 1"))
    driver.execute_script(
        "window.__aborted = 0; const slow = window.fetch;"
        "window.fetch = (url, init) => { if (init && init.signal) init.signal.addEventListener("
        "'abort', () => { window.__aborted += 1; }); return slow(url, init); }")
    _play_form(driver, "8 6 7 / 2 5 4 / 3 0 1")
    _play_form(driver, "1 2 3 / 4 5 6 / 7 0 8")
    _distance(driver, "1")
    assert driver.execute_script("return window.__aborted") == 1
    assert driver.find_element(By.ID, "error").get_attribute("hidden") is not None


def test_a_failed_move_is_taken_back_in_plain_words(driver: Any, server: str) -> None:
    """Bug 2: a move the server refuses never shows raw JSON; the move is taken back."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    driver.execute_script(FAILING_FETCH)
    driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="5"]').click()
    message = _error(driver)
    assert "{" not in message and "could not be played" in message
    _distance(driver, "2")
    assert driver.find_element(By.ID, "played").text == "0"
    assert driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-row="1"][data-col="1"]'
                               ).get_attribute("data-role") == "blank"
    assert _errors(driver) == []


def test_lights_out_click_presses_the_light_clicked(driver: Any, server: str) -> None:
    """Bug 3: clicking a light presses that light, for every light on the board."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="lights-out", board="0 0 0 / 0 1 0 / 0 0 0")
    _distance(driver, "5")
    _cell(driver, 1, 1).click()
    _until(driver, "return document.body.dataset.ready === 'true'")
    assert driver.find_element(By.ID, "last-move").text.startswith("press 1,1")
    lit = [c.get_attribute("data-label")
           for c in driver.find_elements(By.CSS_SELECTOR, "#play-board .cell")]
    assert lit == ["0", "1", "0", "1", "0", "1", "0", "1", "0"]
    _cell(driver, 0, 1).click()
    _until(driver, "return document.body.dataset.ready === 'true'")
    assert driver.find_element(By.ID, "last-move").text.startswith("press 0,1")
    assert _errors(driver) == []


@pytest.mark.parametrize("puzzle", ["pocket-cube", "boj-1697", "boj-9019"])
def test_choosing_a_puzzle_resets_the_form_and_scrambles_its_own_size(driver: Any, server: str,
                                                                     puzzle: str) -> None:
    """Bug 4: the form follows the chosen problem (its size, its example as the placeholder,
    a line about it, no old note), and Scramble works with that size."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    Select(driver.find_element(By.ID, "puzzle")).select_by_value(puzzle)
    listing = driver.execute_script(
        "return fetch('/api/puzzles').then(r => r.json())")
    family = next(p for p in listing["puzzles"] if p["name"] == puzzle)
    board = driver.find_element(By.ID, "board")
    assert board.get_attribute("value") == ""
    assert family["example"] and family["example"].strip() in board.get_attribute("placeholder")
    assert "1 2 3 / 4 0 6" not in board.get_attribute("placeholder")
    assert driver.find_element(By.ID, "size").get_attribute("value") == family["default_size"]
    assert _text(driver, "scramble-note") == ""
    assert puzzle.split("-")[-1] in _text(driver, "about") or family["summary"] in _text(
        driver, "about")
    want = driver.find_element(By.ID, "want")
    want.clear()
    want.send_keys("2")
    driver.find_element(By.ID, "scramble").click()
    _until(driver, "return document.getElementById('board').value !== ''"
                   " && document.body.dataset.ready === 'true'", 90)
    assert driver.find_element(By.ID, "error").get_attribute("hidden") is not None
    assert driver.find_element(By.ID, "distance").text not in ("", "\u2026")
    assert _errors(driver) == []


@pytest.mark.parametrize(("puzzle", "text", "distance"), [
    ("leetcode-752", 'deadends = ["0201","0101","0102","1212","2002"], target = "0202"', "6"),
    ("leetcode-1263", "grid = " + json.dumps(json.loads(LC_1263)["grid"]), "3"),
])
def test_judge_text_is_played_as_pasted(driver: Any, server: str, puzzle: str, text: str,
                                        distance: str) -> None:
    """Bug 5: LeetCode's ``name = value, ...`` text, pasted from the site, plays."""
    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    _play_form(driver, text, puzzle)
    _distance(driver, distance)
    assert driver.find_element("id", "error").get_attribute("hidden") is not None
    assert _errors(driver) == []


def test_a_cost_is_shown_as_a_cost(driver: Any, server: str) -> None:
    """Bug 6: a problem scored by cost says its unit, says a drop of 100 as -100, and an
    optimal run by the player's own keys gets its star."""
    from selenium.webdriver.common.keys import Keys

    _open(driver, server, puzzle="programmers-67259",
          board=json.dumps({"board": [[0, 0, 0], [0, 0, 0], [0, 0, 0]]}))
    _distance(driver, "900")
    assert "won to go" in _text(driver, "togo-label") and "moves" not in _text(driver, "togo-label")
    _keys(driver, Keys.ARROW_DOWN)
    _distance(driver, "800")
    assert "\u2212100: optimal" in _text(driver, "verdict")
    _keys(driver, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    _distance(driver, "0")
    _until(driver, "return !document.getElementById('solved-banner').hidden")
    text = _text(driver, "solved-text")
    assert "costing 900 won" in text and "was 900 won" in text and "Perfect" in text
    assert _errors(driver) == []


def test_a_dead_end_looks_lost(driver: Any, server: str) -> None:
    """Bug 7: a losing push is red in the move list, the headline says the goal is lost,
    and the history's bar is red."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="leetcode-1263", board=LC_1263)
    _distance(driver, "3")
    driver.find_element(By.ID, "show-values").click()
    items = {i.find_element(By.CSS_SELECTOR, "button").text: i.get_attribute("data-value")
             for i in driver.find_elements(By.CSS_SELECTOR, "#move-list li")}
    assert items["push right"] == "lost" and items["push left"] == "better"
    driver.find_element(By.XPATH, "//ol[@id='move-list']//button[text()='push right']").click()
    _until(driver, "return document.getElementById('distance').dataset.status === 'unreachable'")
    assert "moves to go" not in _text(driver, "togo-label")
    assert "cannot be reached" in _text(driver, "togo-label")
    assert "dead end" in _text(driver, "verdict")
    bars = driver.find_elements(By.CSS_SELECTOR, "#history .hist-bar")
    assert bars[-1].get_attribute("data-step") == "lost"
    assert _errors(driver) == []


def test_the_home_mark_is_not_the_colour_of_better(driver: Any, server: str) -> None:
    """Bug 9: a tile at home is outlined in a colour of its own, not the "better" green."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    home = driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="1"]')
    ring = home.value_of_css_property("box-shadow")
    better = driver.execute_script(
        "const s = document.createElement('span'); s.style.color = 'var(--better)';"
        "document.body.appendChild(s); const c = getComputedStyle(s).color; s.remove(); return c")
    assert better.startswith("rgb(") and better not in ring
    assert "rgb(45, 106, 79)" not in ring  # the renderers' green


def test_the_score_cannot_be_gamed(driver: Any, server: str) -> None:
    """Bug 11: "Solve from here" earns no star, and the clock runs on after an undo from
    the solved board."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    driver.find_element(By.ID, "solve-here").click()
    _distance(driver, "0")
    _until(driver, "return !document.getElementById('solved-banner').hidden")
    assert driver.find_element(By.ID, "solved-banner").get_attribute("data-perfect") == "false"
    assert "Perfect" not in _text(driver, "solved-text")
    assert driver.find_element(By.ID, "played").text == "0"
    driver.find_element(By.ID, "banner-close").click()
    driver.find_element(By.ID, "undo").click()
    _distance(driver, "1")
    frozen = _text(driver, "clock")
    time.sleep(2.2)
    assert _text(driver, "clock") != frozen  # the clock runs again
    assert _errors(driver) == []


def test_switching_the_language_keeps_the_game(driver: Any, server: str) -> None:
    """Bug 8: the language switch reloads the same board with the moves played."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="5"]').click()
    _distance(driver, "1")
    try:
        driver.find_element(By.CSS_SELECTOR, 'button.lang[data-lang="ko"]').click()
        _until(driver, "return document.documentElement.lang === 'ko'"
                       " && document.body.dataset.ready === 'true'", 90)
        _distance(driver, "1")
        assert driver.find_element(By.ID, "board").get_attribute("value") == SLIDING
        assert driver.find_element(By.ID, "played").text == "1"
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")


def test_the_legend_says_roles_and_marks_in_words(driver: Any, server: str) -> None:
    """Bug 3 (the legend): roles and marks are named in the page's words, not by the
    view's internal names."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    items = [i.text for i in driver.find_elements(By.CSS_SELECTOR, "#legend .legend-item")]
    assert "tile" in items and "blank" in items and "\u2713 in its place" in items
    assert "\u2713 home" not in items


def test_a_tilt_is_played_by_a_swipe_or_an_arrow_key(driver: Any, server: str) -> None:
    """Bug 10: boj-13460's tilts answer the arrow keys and swipes; a tap on the red ball
    tilts nothing."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    board = "4 4\n####\n#.R#\n#BO#\n####\n"
    _open(driver, server, puzzle="boj-13460", board=board)
    _distance(driver, "1")
    _cell(driver, 1, 2).click()  # the red ball: no tilt
    time.sleep(0.5)
    assert _text(driver, "played") == "0"
    swipe = ActionChains(driver).click_and_hold(_cell(driver, 1, 1)).move_by_offset(0, 60)
    swipe.release().perform()
    _distance(driver, "0")
    driver.find_element("id", "undo").click()
    _distance(driver, "1")
    _keys(driver, Keys.ARROW_DOWN)
    _distance(driver, "0")
    assert _errors(driver) == []


def test_a_piece_named_by_a_letter_is_not_called_a_tile(driver: Any, server: str) -> None:
    """Bug 13: boj-2206's player "P" moves in the family's own words, not "tile P down"."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="boj-2206", board="3 3\n000\n001\n100\n")
    _distance(driver, "4")
    words = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#move-list button.move")]
    assert words and not any("tile" in w for w in words)
    assert any(w.startswith(("down", "right")) for w in words)


def test_small_things_of_the_play_page(driver: Any, server: str) -> None:
    """Bug 16: the focus ring is not the last move's orange, a big board's cells are not
    Tab stops before Hint, an option's placeholder is not cut, an empty Steps field records
    the default number of steps."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board=" / ".join(
        " ".join(str(r * 7 + c + 1) for c in range(7)) for r in range(7)).replace(
            "48 49", "0 48"))
    _distance(driver, "1")
    cell = driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="1"]')
    assert cell.get_attribute("tabindex") == "-1"
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    seen = []
    for _tab in range(40):  # Tab reaches Hint without visiting the board's 49 cells
        ActionChains(driver).send_keys(Keys.TAB).perform()
        seen.append(driver.execute_script("return document.activeElement.id || "
                                          "document.activeElement.tagName"))
        if seen[-1] == "hint":
            break
    assert seen[-1] == "hint", " ".join(seen)
    ring = driver.find_element(By.ID, "hint").value_of_css_property("outline-color")
    warm = driver.execute_script(
        "const s = document.createElement('span'); s.style.color = 'var(--warm)';"
        "document.body.appendChild(s); const c = getComputedStyle(s).color; s.remove(); return c")
    assert ring != warm
    for field in driver.find_elements(By.CSS_SELECTOR, "#options input"):
        assert int(field.get_attribute("size")) >= min(40, len(field.get_attribute("placeholder")))
    driver.execute_script(
        "window.__asked = []; const real = window.fetch;"
        "window.fetch = (u, init) => { if (String(u).includes('trace')) "
        "window.__asked.push(JSON.parse(init.body).steps); return real(u, init); }")
    driver.find_element(By.ID, "steps").clear()
    driver.find_element(By.ID, "record").click()
    asked = _until(driver, "return window.__asked.length === 2 && window.__asked")
    assert asked == [400, 400]


def test_the_solver_page_says_unreachable_once(driver: Any, server: str) -> None:
    """Bug 15: an unreachable board reads "Unreachable: board ...", not "Unreachable:
    unreachable: ..."."""
    from tests.browser.support import answer

    driver.get(server + "?puzzle=sliding&board=2+1+3+/+4+5+6+/+7+8+0&lang=en")
    said = answer(driver)
    assert said.startswith("Unreachable: board") and "unreachable: unreachable" not in said.lower()


BUILDING = """
let looks = 0;
const real = window.fetch;
window.fetch = (url, init) => {
  if (String(url).includes("/api/status")) {
    looks += 1;
    const building = looks <= 2;
    const item = {puzzle: "sliding", size: "4x4", state: building ? "building" : "ready",
                  step: "pattern", done: 5, total: 10};
    return Promise.resolve(new Response(JSON.stringify(
      {tables: {state: building ? "building" : "ready", items: [item]}}),
      {status: 200, headers: {"Content-Type": "application/json"}}));
  }
  return real(url, init);
};
"""


def test_the_first_start_says_the_tables_are_being_built(driver: Any, server: str) -> None:
    """Bug 12: while the server builds its tables the page says so, with the progress, and
    says when hints are proven again."""
    added = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": BUILDING})
    try:
        driver.get(server + "play?puzzle=sliding&board=1+2+3+/+4+0+6+/+7+5+8")
        said = _until(driver, "const n = document.getElementById('tables-note');"
                              "return !n.hidden && n.textContent", 30)
        assert "sliding 4x4: 50%" in said
        _until(driver, "return document.getElementById('tables-note').textContent"
                       ".includes('proven again')", 30)
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                               {"identifier": added["identifier"]})


def test_the_korean_page_says_its_own_words(driver: Any, server: str) -> None:
    """Bug 14 (in part): on ?lang=ko the caps line, the legend, the cells' titles and the
    form's placeholders are Korean."""
    import re

    from selenium.webdriver.common.by import By

    driver.get(server + "play?puzzle=sliding&board=1+2+3+/+4+0+6+/+7+5+8&lang=ko")
    _distance(driver, "2")
    try:
        assert "서버 상한" in _text(driver, "caps") and "server caps" not in _text(driver, "caps")
        legend = _text(driver, "legend")
        assert "타일" in legend and "빈칸" in legend and "제자리" in legend
        assert not re.search(r"\b(tile|blank|home)\b", legend)
        cell = driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="1"]')
        assert cell.get_attribute("title") == "타일 (제자리)"
        assert driver.find_element(By.ID, "size").get_attribute("placeholder") == "기본"
        from selenium.webdriver.support.ui import Select

        Select(driver.find_element(By.ID, "puzzle")).select_by_value("boj-1697")
        assert driver.find_element(By.ID, "board").get_attribute("placeholder").startswith("예:")
        assert "숨바꼭질" in _text(driver, "about")
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")


def test_pictures_and_words(driver: Any, server: str) -> None:
    """Bug 13 (in part): Hanoi's moves are said one way (never "1->3" beside "tile 1
    left"), boj-13460's red ball is red and its blue ball blue."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="hanoi", board="[[3,1],[],[2]]")
    words = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#move-list button.move")]
    assert words and all("->" in w for w in words), words
    _open(driver, server, puzzle="boj-13460", board="4 4\n####\n#.R#\n#BO#\n####\n")
    red = _cell(driver, 1, 2).value_of_css_property("background-color")
    blue = _cell(driver, 2, 1).value_of_css_property("background-color")
    r, g, b = (int(x) for x in red[red.index("(") + 1:].split(",")[:3])
    assert r > 150 and g < 100 and b < 100, red
    r, g, b = (int(x) for x in blue[blue.index("(") + 1:].split(",")[:3])
    assert b > 150 and r < 100, blue


def test_the_share_link_keeps_the_moves_and_the_language(driver: Any, server: str) -> None:
    """Bug 15 (the play page's share link): the start board, the moves played and the
    language."""
    from urllib.parse import parse_qs, urlparse

    from selenium.webdriver.common.by import By

    driver.get(server + "play?puzzle=sliding&board=1+2+3+/+4+0+6+/+7+5+8&lang=ko")
    _distance(driver, "2")
    driver.find_element(By.CSS_SELECTOR, '#play-board .cell[data-label="5"]').click()
    _distance(driver, "1")
    link = parse_qs(urlparse(driver.find_element(By.ID, "share").get_attribute("href")).query)
    assert link["board"] == [SLIDING] and link["lang"] == ["ko"] and link["play"] == ["1"]
    assert len(json.loads(link["moves"][0])) == 1


def test_the_watch_says_one_move_in_the_singular(driver: Any, server: str) -> None:
    """Bug 16: "solved: 1 move", not "solved: 1 moves"."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board="1 2 3 / 4 5 6 / 7 0 8")
    driver.find_element(By.ID, "record").click()
    _until(driver, "return document.body.dataset.recorded === 'true'")
    driver.find_element(By.ID, "w-end").click()
    said = _until(driver, "return document.getElementById('pane-a').textContent")
    assert "solved: 1 move" in said and "1 moves" not in said


def test_the_solver_page_keeps_the_phone_s_width_and_the_board_s_size(driver: Any,
                                                                      server: str) -> None:
    """Bug 15: on a phone the comparison does not widen the page; a share link of a 4x4
    board comes back with Size 4x4."""
    from selenium.webdriver.common.by import By

    board = "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15"
    driver.set_window_size(375, 800)
    try:
        driver.get(server + "?puzzle=sliding&board=" + board.replace(" ", "+") + "&lang=en")
        _until(driver, "return document.body.dataset.ready === 'true'")
        assert driver.find_element(By.ID, "size").get_attribute("value") == "4x4"
        driver.find_element(By.ID, "compare").click()
        _until(driver, "return !document.getElementById('comparison').hidden &&"
                       " document.querySelectorAll('#compare-table tr').length > 2", 90)
        time.sleep(1)
        wide = driver.execute_script("return document.documentElement.scrollWidth")
        assert wide <= 375 + 1, wide
    finally:
        driver.set_window_size(1000, 800)


def test_the_best_solve_of_a_board_is_kept_in_the_browser(driver: Any, server: str) -> None:
    """Records: the player's best solve of each board is kept (hints do not count), and
    shown when the board is solved again."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board=SLIDING)
    driver.execute_script("localStorage.removeItem('fewest-records')")
    _distance(driver, "2")
    for label, left in (("5", "1"), ("8", "0")):
        driver.find_element(By.CSS_SELECTOR, f'#play-board .cell[data-label="{label}"]').click()
        _distance(driver, left)
    _until(driver, "return !document.getElementById('solved-banner').hidden")
    assert _text(driver, "record-line").startswith("A new record for this board: 2 moves in 0:")
    records = driver.execute_script("return JSON.parse(localStorage.getItem('fewest-records'))")
    assert [r["moves"] for r in records.values()] == [2]
    driver.find_element(By.ID, "again").click()  # by hints now: no record of them
    _distance(driver, "2")
    for left in ("1", "0"):
        driver.find_element(By.ID, "hint").click()
        _distance(driver, left)
    _until(driver, "return !document.getElementById('solved-banner').hidden")
    assert _text(driver, "record-line").startswith("Your best on this board: 2 moves")
    driver.execute_script("localStorage.removeItem('fewest-records')")


@pytest.mark.parametrize(("typed", "found"), [("1697", "boj-1697"), ("숨바꼭질", "boj-1697"),
                                              ("open the lock", "leetcode-752")])
def test_a_puzzle_is_found_by_number_or_title(driver: Any, server: str, typed: str,
                                              found: str) -> None:
    """The search box: a problem by its number or its title in either language; the list
    has the puzzles first, then the judge problems by site and number."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="sliding", board=SLIDING)
    names = driver.execute_script(
        "return [...document.getElementById('puzzle').options].map(o => o.value)")
    assert names[0] == "sliding" and names.index("boj-1697") < names.index("boj-2178")
    box = driver.find_element(By.ID, "puzzle-search")
    box.send_keys(typed)
    assert driver.find_element(By.ID, "puzzle").get_attribute("value") == found
    shown = driver.execute_script(
        "return [...document.getElementById('puzzle').options].filter(o => !o.hidden)"
        ".map(o => o.value)")
    assert found in shown and "sliding" not in shown
    assert found.split("-")[-1] in _text(driver, "about")


def test_a_4x4_board_fits_a_laptop_s_window(driver: Any, server: str) -> None:
    """Bug 16: at 1280x800 the 15-puzzle's bottom row is above the fold."""
    driver.set_window_size(1280, 800)
    try:
        _open(driver, server, puzzle="sliding",
              board="1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15")
        _distance(driver, "1")
        bottom, height = driver.execute_script(
            "return [document.getElementById('play-board').getBoundingClientRect().bottom,"
            " window.innerHeight]")
        assert bottom <= height, (bottom, height)
    finally:
        driver.set_window_size(1000, 800)


def test_a_card_is_turned_by_clicking_it(driver: Any, server: str) -> None:
    """Bug 10: card-match plays by clicks too: a click on a card far from the cursor takes
    the cursor there, a click on the cursor's card turns it."""
    _open(driver, server, puzzle="card-match", board="[[1,0,0,1],[2,0,0,2]]")
    _distance(driver, "7")
    _cell(driver, 1, 3).click()
    _until(driver, "return document.body.dataset.ready === 'true' && document.querySelector("
                   "'#play-board .cell[data-row=\"1\"][data-col=\"3\"]').title.includes('cursor')",
           30)
    assert int(_text(driver, "played")) == 2  # Ctrl+Right, Down
    _cell(driver, 1, 3).click()
    _until(driver, "return document.body.dataset.ready === 'true' &&"
                   " document.getElementById('last-move').textContent.startsWith('Enter')", 30)
    turned = _cell(driver, 1, 3).get_attribute("data-role")
    assert turned != "card-down", turned
    assert _errors(driver) == []


def test_play_with_an_empty_board_plays_the_example(driver: Any, server: str) -> None:
    """Bug 4: "Play this board" with the board field empty plays the example its
    placeholder shows, not an error."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    Select(driver.find_element(By.ID, "puzzle")).select_by_value("boj-1697")
    driver.find_element(By.ID, "start").click()
    _until(driver, "return document.body.dataset.ready === 'true' &&"
                   " document.getElementById('board').value !== ''")
    listing = driver.execute_script("return fetch('/api/puzzles').then(r => r.json())")
    example = next(p["example"] for p in listing["puzzles"] if p["name"] == "boj-1697")
    assert driver.find_element(By.ID, "board").get_attribute("value") == example
    _until(driver, "return document.getElementById('distance').textContent.match(/^\\d+$/)")
    assert driver.find_element(By.ID, "error").get_attribute("hidden") is not None


@pytest.mark.parametrize(("puzzle", "sample", "distance"), [
    ("boj-9019", "1\n1234 3412\n", "2"),  # one case of the sample's three
    ("leetcode-1091", "grid = [[0,1],[1,0]]", "1"),
    ("programmers-43163", '"hit", "cog", ["hot","dot","dog","lot","log","cog"]', "4"),
])
def test_the_placeholder_is_the_official_sample_and_plays(driver: Any, server: str,
                                                          puzzle: str, sample: str,
                                                          distance: str) -> None:
    """Each problem shown as itself: the board's placeholder is the official sample in
    the judge's own form (Baekjoon's stdin, LeetCode's ``name = value``, Programmers'
    arguments in order), on the play page and the solver page, and an empty board plays
    it."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    _open(driver, server, puzzle="sliding", board=SLIDING)
    _distance(driver, "2")
    Select(driver.find_element(By.ID, "puzzle")).select_by_value(puzzle)
    assert driver.find_element(By.ID, "board").get_attribute("placeholder") == "e.g. " + sample
    driver.find_element(By.ID, "start").click()
    _until(driver, "return document.body.dataset.ready === 'true' &&"
                   " document.getElementById('board').value !== ''")
    assert driver.find_element(By.ID, "board").get_attribute("value") == sample
    _distance(driver, distance)
    assert _errors(driver) == []
    driver.get(server + "?puzzle=" + puzzle)
    _until(driver, "return document.body.dataset.ready === 'true'")
    assert driver.find_element(By.ID, "board").get_attribute("placeholder") == "e.g. " + sample


@pytest.mark.parametrize(("puzzle", "title", "rest"), [
    ("boj-1697", "Hide and Seek", ""),
    ("boj-16197", "Two Coins", "fewest presses (at most 10) that drop exactly one coin"),
])
def test_the_english_page_names_the_problem_once(driver: Any, server: str, puzzle: str,
                                                 title: str, rest: str) -> None:
    """The line about a judge problem said its site, number and title, then the summary
    that starts with them again ("Baekjoon 1697 — Hide and Seek: Baekjoon 1697 숨바꼭질
    (Hide and Seek)")."""
    driver.get(server + f"play?puzzle={puzzle}&lang=en")
    _until(driver, "return document.body.dataset.ready === 'true'")
    about = _text(driver, "about")
    label = "Baekjoon " + puzzle.split("-")[1]
    assert about == f"{label} \u2014 {title}" + (f": {rest}" if rest else ""), about
    assert about.count(label) == 1 and about.count(title) == 1


def test_the_korean_page_names_the_options_in_korean(driver: Any, server: str) -> None:
    """Bug 14: on ?lang=ko an option's name and placeholder are Korean ("goal", "shape"
    were English)."""
    from selenium.webdriver.common.by import By

    driver.get(server + "play?puzzle=sliding&board=1+2+3+/+4+0+6+/+7+5+8&lang=ko")
    _distance(driver, "2")
    try:
        labels = _text(driver, "options")
        assert "목표" in labels and "모양" in labels and "goal" not in labels
        holders = [i.get_attribute("placeholder")
                   for i in driver.find_elements(By.CSS_SELECTOR, "#options input")]
        assert holders and all("기본" in h or "판" in h for h in holders), holders
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")


def test_the_korean_solver_page_names_options_and_problems_in_korean(driver: Any,
                                                                     server: str) -> None:
    """Bug 14: the solver page on ?lang=ko: options and a judge problem's line in Korean."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(server + "?puzzle=sliding&lang=ko")
    _until(driver, "return document.body.dataset.ready === 'true'")
    try:
        assert "목표" in _text(driver, "options") and "goal" not in _text(driver, "options")
        Select(driver.find_element(By.ID, "puzzle")).select_by_value("boj-1697")
        assert "숨바꼭질" in _text(driver, "summary")
        assert "walk" not in _text(driver, "summary")
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")


def test_the_snakes_and_ladders_piece_is_not_a_tiny_dot(driver: Any, server: str) -> None:
    """Bug 13: the piece's mark is drawn at a size a player sees (not .45 of a small font)."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="snakes-ladders", board="[[-1,-1,-1],[-1,9,8],[-1,8,9]]")
    mark = driver.find_element(By.CSS_SELECTOR, "#play-board .mark-piece")
    cell = mark.find_element(By.XPATH, "..")
    size = float(mark.value_of_css_property("font-size").rstrip("px"))
    assert size >= 0.25 * cell.size["height"], (size, cell.size)


def test_hanoi_s_pegs_are_numbered(driver: Any, server: str) -> None:
    """Bug 13: the pegs carry the numbers the moves say ("1->3")."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="hanoi", board="[[3,1],[],[2]]")
    numbers = [n.text for n in driver.find_elements(By.CSS_SELECTOR, "#column-numbers span")]
    assert numbers == ["1", "2", "3"]
    _open(driver, server, puzzle="sliding", board=SLIDING)
    assert not driver.find_element(By.ID, "column-numbers").is_displayed()


TOUCH_SWIPE = """
const [cell, dy] = arguments;
const box = cell.getBoundingClientRect();
const x = box.left + box.width / 2, y = box.top + box.height / 2;
const at = (yy) => ({bubbles: true, clientX: x, clientY: yy, pointerType: "touch",
                     isPrimary: true, pointerId: 7});
cell.dispatchEvent(new PointerEvent("pointerdown", at(y)));
cell.dispatchEvent(new PointerEvent("pointermove", at(y + dy)));
cell.dispatchEvent(new PointerEvent("pointerup", at(y + dy)));
"""


def test_a_lock_s_wheel_turns_by_a_swipe(driver: Any, server: str) -> None:
    """Bug 10: leetcode-752's wheels turn by a touch swipe on the wheel: down takes one
    away (0 -> 9), up adds one."""
    board = json.dumps({"deadends": ["8888"], "target": "0009"})
    _open(driver, server, puzzle="leetcode-752", board=board)
    _distance(driver, "1")
    driver.execute_script(TOUCH_SWIPE, _cell(driver, 0, 3), 60)
    _distance(driver, "0")
    assert _cell(driver, 0, 3).get_attribute("data-label") == "9"
    driver.find_element("id", "undo").click()
    _distance(driver, "1")
    driver.execute_script(TOUCH_SWIPE, _cell(driver, 0, 1), -60)
    _distance(driver, "2")
    assert [_cell(driver, 0, c).get_attribute("data-label") for c in range(4)] == \
        ["0", "1", "0", "0"]
    assert _errors(driver) == []


def _hinted(drv: Any) -> None:
    """Play one hint and wait for the next position's answer."""
    drv.find_element("id", "hint").click()
    time.sleep(0.2)
    _until(drv, "return document.body.dataset.ready === 'true'")


def test_a_broken_wall_is_drawn_broken_and_the_breaks_left_are_counted(driver: Any,
                                                                       server: str) -> None:
    """Bug 13: boj-2206's wall broken on the way is drawn as broken (not as a wall) once
    the walker has left it, and the line under the board counts the breaks left, in the
    page's language."""
    board = "2 3\n010\n110\n"  # the only way breaks the wall at (1, 2)
    _open(driver, server, puzzle="boj-2206", board=board)
    _until(driver, "return document.getElementById('distance').textContent === '3'")
    assert _text(driver, "board-caption") == "breaks left: 1"
    assert _cell(driver, 0, 1).get_attribute("data-role") == "wall"
    _hinted(driver)
    assert _text(driver, "board-caption") == "breaks left: 0"
    _hinted(driver)
    broken, wall = _cell(driver, 0, 1), _cell(driver, 1, 0)
    assert broken.get_attribute("data-role") == "broken-wall"
    assert wall.get_attribute("data-role") == "wall"
    assert broken.value_of_css_property("background-color") != \
        wall.value_of_css_property("background-color")
    assert "broken wall" in _text(driver, "legend")
    assert _text(driver, "board-caption") == "breaks left: 0"
    driver.get(driver.current_url.replace("play=1", "play=1&lang=ko"))
    try:
        _until(driver, "return document.body.dataset.ready === 'true'")
        _hinted(driver)
        assert _text(driver, "board-caption") == "남은 벽 부수기: 0번"
        _hinted(driver)
        assert "부순 벽" in _text(driver, "legend")
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")
    assert _errors(driver) == []


def test_the_number_line_is_fitted_to_n_and_k(driver: Any, server: str) -> None:
    """Bug 13: boj-1697 ``5 17`` draws a number line from N to K, both on the board (it
    drew the cells 1-9, K off screen); a far K is kept beyond a gap."""
    from selenium.webdriver.common.by import By

    _open(driver, server, puzzle="boj-1697", board="5 17")
    _distance(driver, "4")
    cells = driver.find_elements(By.CSS_SELECTOR, "#play-board .cell")
    labels = [c.get_attribute("data-label") for c in cells]
    roles = dict(zip(labels, (c.get_attribute("data-role") for c in cells), strict=True))
    assert roles["5"] == "piece" and roles["17"] == "finish", roles
    board = driver.find_element(By.ID, "play-board").rect
    k = next(c for c in cells if c.get_attribute("data-label") == "17").rect
    assert k["x"] + k["width"] <= board["x"] + board["width"] + 1
    driver.set_window_size(375, 800)  # a phone: the whole line on the screen
    try:
        _open(driver, server, puzzle="boj-1697", board="5 17")
        _distance(driver, "4")
        right = driver.execute_script(
            "const cells = document.querySelectorAll('#play-board .cell');"
            "return [cells[cells.length - 1].getBoundingClientRect().right,"
            " document.documentElement.clientWidth]")
        assert right[0] <= right[1], right
    finally:
        driver.set_window_size(1000, 800)
    _open(driver, server, puzzle="boj-1697", board="5 90000")
    _until(driver, "return document.body.dataset.ready === 'true'")
    labels = [c.get_attribute("data-label")
              for c in driver.find_elements(By.CSS_SELECTOR, "#play-board .cell")]
    assert "90000" in labels and "\u2026" in labels and len(labels) <= 21, labels
