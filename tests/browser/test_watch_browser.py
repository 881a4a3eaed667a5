"""The search view in headless Chromium against a real ``fewest serve``: 2,000 A* and DFS
steps recorded on a 3x3; at the last step the DFS tree fills its pane; + and the wheel
zoom, "fit" puts it back; hovering a dot shows its board with g, h and f = g + h (h the
family's heuristic of that board), no h for DFS, and a tap pins it; each pane has its
counters chart."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.support import missing_browser
from tests.browser.test_play_browser import _open
from tests.browser.test_player_browser import ARTIFACTS, _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium
from tests.serve.test_trace_view import _heuristic_of

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")

#: 31 moves from the goal: neither search ends within the 2,000 steps
BOARD = "8 6 7 / 2 5 4 / 3 0 1"
STEPS = 2000
#: the drawing's box over the pane's, each way, at "fit"
FILLED = 0.8


def _boxes(drv: Any, pane: str) -> tuple[dict[str, float], dict[str, float]]:
    """The pane's drawing area and the drawing's bounding box, on the screen."""
    return tuple(drv.execute_script(
        "var p = document.getElementById(arguments[0]);"
        "return [p.querySelector('svg.graph'), p.querySelector('g.world')].map(function (n) {"
        "  var r = n.getBoundingClientRect(); return {w: r.width, h: r.height}; });", pane))


def _scale(drv: Any, pane: str) -> float:
    from selenium.webdriver.common.by import By

    graph = drv.find_element(By.CSS_SELECTOR, f"#{pane} svg.graph")
    return float(graph.get_attribute("data-scale"))


def _hover(drv: Any, pane: str) -> dict[str, str]:
    """Hover the last closed dot of ``pane``; the tooltip's text and data."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    dot = drv.find_elements(By.CSS_SELECTOR, f"#{pane} circle.closed")[-1]
    ActionChains(drv).move_to_element(dot).perform()
    tip = drv.find_element(By.CSS_SELECTOR, f"#{pane} .tip")
    WebDriverWait(drv, 10).until(lambda d: tip.is_displayed())
    data = drv.execute_script("return Object.assign({}, arguments[0].dataset);", tip)
    board = tip.find_element(By.CSS_SELECTOR, ".tip-board").text
    return {**data, "text": tip.text, "board": board}


def test_two_thousand_dfs_steps_fill_the_pane_zoom_and_show_g_h_f(driver: Any,
                                                                   server: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains, ScrollOrigin
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.select import Select
    from selenium.webdriver.support.ui import WebDriverWait

    _open(driver, server, puzzle="sliding", board=BOARD)
    Select(driver.find_element(By.ID, "algo-a")).select_by_value("astar")
    Select(driver.find_element(By.ID, "algo-b")).select_by_value("dfs")
    steps = driver.find_element(By.ID, "steps")
    steps.clear()
    steps.send_keys(str(STEPS))
    driver.find_element(By.ID, "record").click()
    WebDriverWait(driver, 90).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-recorded") == "true")
    driver.find_element(By.ID, "w-end").click()
    assert driver.find_element(By.ID, "w-pos").get_attribute("data-step") == str(STEPS)
    driver.execute_script("document.getElementById('pane-b').scrollIntoView()")

    # the deep DFS fills its pane: the tree's box against the drawing area's
    pane, drawing = _boxes(driver, "pane-b")
    graph = driver.find_element(By.CSS_SELECTOR, "#pane-b svg.graph")
    assert int(graph.get_attribute("data-depth")) > 500  # deep indeed
    assert drawing["w"] >= FILLED * pane["w"] and drawing["h"] >= FILLED * pane["h"]
    assert _scale(driver, "pane-b") == 1
    ARTIFACTS.mkdir(exist_ok=True)
    assert driver.save_screenshot(str(ARTIFACTS / "watch-fit.png"))

    # zoom: the + button, then the wheel about the pointer; "fit" puts it back
    driver.find_element(By.CSS_SELECTOR, "#pane-b .zoom-in").click()
    assert _scale(driver, "pane-b") == pytest.approx(1.5)
    assert _boxes(driver, "pane-b")[1]["w"] > 1.3 * drawing["w"]
    ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(graph), 0, -300).perform()
    WebDriverWait(driver, 5).until(lambda d: _scale(d, "pane-b") > 1.6)
    assert driver.save_screenshot(str(ARTIFACTS / "watch-zoomed.png"))
    driver.find_element(By.CSS_SELECTOR, "#pane-b .zoom-fit").click()
    assert _scale(driver, "pane-b") == 1 and _boxes(driver, "pane-b")[1] == drawing

    # hover: A*'s dot shows g, h (the family's heuristic of the board shown) and f = g + h
    driver.execute_script("document.getElementById('pane-a').scrollIntoView()")
    tip = _hover(driver, "pane-a")
    g, h, f = float(tip["g"]), float(tip["h"]), float(tip["f"])
    assert f == g + h and h == _heuristic_of(tip["board"])
    assert f"g = {tip['g']}" in tip["text"] and f"h = {tip['h']}" in tip["text"]
    assert f"f = g + h = {tip['f']}" in tip["text"]
    assert driver.save_screenshot(str(ARTIFACTS / "watch-hover.png"))
    tip = _hover(driver, "pane-b")  # DFS: g alone
    assert tip["g"] and tip["h"] == "" and tip["f"] == "" and "h = " not in tip["text"]
    # a tap (a phone's hover) pins the tooltip: it stays when the pointer leaves
    ring = driver.find_elements(By.CSS_SELECTOR, "#pane-b circle.frontier")[0]
    ActionChains(driver).click(ring).perform()
    box = driver.find_element(By.CSS_SELECTOR, "#pane-b .tip")
    pinned = box.get_attribute("data-state")
    assert pinned is not None and box.is_displayed()
    ActionChains(driver).move_to_element(driver.find_element(By.ID, "w-pos")).perform()
    assert box.is_displayed() and box.get_attribute("data-state") == pinned

    # the counters: one point per step and the start, the current step marked at the end
    for name in ("pane-a", "pane-b"):
        chart = driver.find_element(By.CSS_SELECTOR, f"#{name} .counters")
        assert chart.get_attribute("data-steps") == chart.get_attribute("data-step") == str(STEPS)
        for series in ("expanded", "frontier", "seen"):
            line = chart.find_element(By.CSS_SELECTOR, f'polyline[data-series="{series}"]')
            assert len(line.get_attribute("points").split()) == STEPS + 1
    assert _errors(driver) == []
