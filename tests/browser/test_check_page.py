"""The check page (``/check``) in headless Chromium against a real ``fewest serve``:
buggy C++ and Python programs on two problems each give the counterexample, the expected
and actual outputs and the board drawn, with the Korean words under ``?lang=ko``; a
correct program gives "no counterexample"; a compile error shows the compiler's lines;
Cancel and closing the tab stop the check and kill the program (psutil finds none left);
the page logs no Content-Security-Policy violation."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from tests.browser.support import missing_browser
from tests.browser.test_player_browser import ARTIFACTS, _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium
from tests.serve.live import live_server

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")

CORPUS = Path(__file__).resolve().parents[1] / "check" / "corpus"
SLEEPER = "import time\ntime.sleep(600)\n"
#: (problem, program, verdict in Korean): two C++ and two Python programs, on two problems each
BUGGY = [("boj-1525", "boj-1525/bug_wrap.cpp", "틀렸습니다"),
         ("boj-2549", "boj-2549/bug_zero.cpp", "출력 없음"),
         ("boj-1525", "boj-1525/bug_no_minus.py", "틀렸습니다"),
         ("leetcode-909", "leetcode-909/bug_snakes.py", "틀렸습니다")]


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with live_server("--workers", "1", "--max-seconds", "10") as (url, _proc):
        yield url


def _page_checks() -> list[psutil.Process]:
    """Every process of a page's check still alive: its worker, or a program it ran from
    its folder (found even if it was left orphaned)."""
    found = []
    for proc in psutil.process_iter(["cmdline"]):
        try:
            line = " ".join(proc.info["cmdline"] or ())
        except psutil.Error:
            continue
        if "fewest.serve.check_worker" in line or "fewest-page-check-" in line:
            found.append(proc)
    return found


def _none_left(timeout: float) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if not _page_checks():
            return True
        time.sleep(0.2)
    return False


def _open(drv: Any, server: str, **query: str) -> None:
    from urllib.parse import urlencode

    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    drv.get(server + "check?" + urlencode(query))
    WebDriverWait(drv, 60).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true")


def _give(drv: Any, code: str, suffix: str) -> None:
    drv.execute_script("document.getElementById('code').value = arguments[0];"
                       "document.getElementById('language').value = arguments[1];"
                       "document.getElementById('code').dispatchEvent(new Event('input'));",
                       code, suffix)


def _state(drv: Any, states: tuple[str, ...], timeout: float = 120) -> str:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(drv, timeout).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-state") in states)
    return str(drv.find_element(By.TAG_NAME, "body").get_attribute("data-state"))


def _text(drv: Any, node: str) -> str:
    from selenium.webdriver.common.by import By

    return str(drv.find_element(By.ID, node).text)


def _run(drv: Any) -> None:
    from selenium.webdriver.common.by import By

    drv.find_element(By.ID, "run").click()


@pytest.mark.parametrize(("problem", "program", "verdict"), BUGGY,
                         ids=[p for _n, p, _v in BUGGY])
def test_a_buggy_program_gives_the_counterexample_and_its_board_in_korean(
        driver: Any, server: str, problem: str, program: str, verdict: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    _open(driver, server, lang="ko", problem=problem)
    assert _text(driver, "problem-title")
    _give(driver, (CORPUS / program).read_text(encoding="utf-8"), Path(program).suffix)
    _run(driver)
    assert _state(driver, ("done", "error", "cancelled")) == "done"
    WebDriverWait(driver, 60).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#cx-board .cell")
        or d.find_element(By.ID, "no-board").is_displayed())
    assert _text(driver, "result-title") == "4. 결과"
    assert _text(driver, "verdict-title") == verdict
    assert "반례 발견" in _text(driver, "summary")
    assert _text(driver, "cx-input").strip() and _text(driver, "expected").strip()
    assert _text(driver, "got") != _text(driver, "expected")
    labels = [n.text for n in driver.find_elements(By.CSS_SELECTOR, ".io h3")]
    assert labels[1:] == ["정답", "내 프로그램"]
    assert driver.find_elements(By.CSS_SELECTOR, "#cx-board .cell"), "no board drawn"
    start = _text(driver, "step")
    assert start.startswith("시작 (0 / ")
    steps = int(start.split("/")[1].strip(" )"))
    if steps:  # the optimal solution, played one step
        driver.find_element(By.ID, "next").click()
        assert _text(driver, "step").startswith(f"{steps}단계 중 1단계")
    link = driver.find_element(By.ID, "open-play").get_attribute("href")
    assert "/play?" in link and f"puzzle={problem}" in link and "board=" in link
    assert _errors(driver) == []  # a policy violation would be logged as an error
    driver.save_screenshot(str(ARTIFACTS / f"check-{Path(program).stem}.png"))


def test_the_board_plays_the_optimal_solution_step_by_step(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    _open(driver, server, problem="boj-1525")
    _give(driver, "print(0)\n", ".py")
    _run(driver)
    assert _state(driver, ("done", "error", "cancelled")) == "done"
    WebDriverWait(driver, 60).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#cx-board .cell"))
    labels = [c.get_attribute("data-label") for c in
              driver.find_elements(By.CSS_SELECTOR, "#cx-board .cell")]
    assert _text(driver, "verdict-title") == "wrong answer"
    driver.find_element(By.ID, "next").click()
    after = [c.get_attribute("data-label") for c in
             driver.find_elements(By.CSS_SELECTOR, "#cx-board .cell")]
    assert after != labels and _text(driver, "step").startswith("step 1 of 1")
    assert driver.find_element(By.ID, "next").get_attribute("disabled") is not None


def test_a_correct_program_gives_no_counterexample(driver: Any, server: str) -> None:
    _open(driver, server, problem="boj-1525")
    _give(driver, (CORPUS / "boj-1525" / "ok.py").read_text(encoding="utf-8"), ".py")
    _run(driver)
    assert _state(driver, ("done", "error", "cancelled")) == "done"
    assert _text(driver, "summary").startswith("no counterexample in 100 cases")
    assert "random" in _text(driver, "kinds")


def test_a_compile_error_shows_the_compilers_lines(driver: Any, server: str) -> None:
    import shutil

    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    _open(driver, server, lang="ko", problem="boj-1525")
    _give(driver, "#include <cstdio>\nint main() {\n  printf(\"%d\", x);\n}\n", ".cpp")
    _run(driver)
    assert _state(driver, ("done", "error", "cancelled")) == "error"
    assert _text(driver, "error-title") == "프로그램을 채점할 수 없습니다"
    shown = _text(driver, "error-text")
    assert "main.cpp:3" in shown and "x" in shown


def test_cancel_kills_the_program(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, server, problem="boj-1525")
    _give(driver, SLEEPER, ".py")
    _run(driver)
    _state(driver, ("running",), timeout=60)
    assert _page_checks()
    driver.find_element(By.ID, "cancel").click()
    assert _state(driver, ("cancelled",), timeout=30) == "cancelled"
    assert _text(driver, "status") == "cancelled: every program was stopped"
    assert _none_left(15), [p.info["cmdline"] for p in _page_checks()]


def test_closing_the_tab_kills_the_program(driver: Any, server: str) -> None:
    first = driver.current_window_handle
    driver.switch_to.new_window("tab")
    _open(driver, server, problem="boj-1525")
    _give(driver, SLEEPER, ".py")
    _run(driver)
    _state(driver, ("running",), timeout=60)
    assert _page_checks()
    driver.close()
    driver.switch_to.window(first)
    # the page's beacon cancels at once; the server's heartbeat (10 s) would too
    assert _none_left(8), [p.info["cmdline"] for p in _page_checks()]


def test_the_search_box_finds_a_problem_by_number_or_title_in_either_language(
        driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, server, lang="ko")
    box = driver.find_element(By.ID, "search")
    found = {}
    for query in ("1697", "숨바꼭질", "hide and seek", "snakes"):
        box.clear()
        box.send_keys(query)
        found[query] = [b.get_attribute("data-name")
                        for b in driver.find_elements(By.CSS_SELECTOR, "#matches button")]
    assert found["1697"][0] == "boj-1697" and "boj-1697" in found["숨바꼭질"]
    assert "boj-1697" in found["hide and seek"] and "leetcode-909" in found["snakes"]
    driver.find_element(By.CSS_SELECTOR, '#matches button[data-name="leetcode-909"]').click()
    assert _text(driver, "problem-title") == "LeetCode 909 · 뱀과 사다리"
    assert _text(driver, "example-title") == "사이트는 이 인자로 함수를 호출합니다"
    assert '"board"' in _text(driver, "example")
    assert "problem=leetcode-909" in driver.current_url
    assert _errors(driver) == []


def test_a_phone_and_a_desktop_see_the_whole_page(driver: Any, server: str) -> None:
    from selenium.webdriver.common.by import By

    try:
        for width in (375, 1280):
            driver.set_window_size(width, 800)
            _open(driver, server, lang="ko", problem="boj-2549")
            wide = driver.execute_script("return document.documentElement.scrollWidth")
            assert wide <= width + 1
            assert driver.find_element(By.ID, "run").is_displayed()
    finally:
        driver.set_window_size(1000, 800)
