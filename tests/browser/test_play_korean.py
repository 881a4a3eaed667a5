"""Issue 41, bug 14: on ``?lang=ko`` no English word is left in any visible string,
placeholder, aria-label or title of the play page (one problem per kind of picture, with
the values shown and a hint played), the solver page (a solve shown) and the search
views (the catalogue's search box, the check page's problem search).

What may stay in Latin letters (:data:`ALLOWED`): proper names (fewest, the language
switch's "English", the judges' site names and their problems' ids, BFS, DFS, A*,
IDA*, SCV, DSLR, programming languages and their files' suffixes), key names (Ctrl,
Enter, Tab), units of the solver's figures (ms, s, MiB) and what a player types (an
option's values: blank-last, RxC, htm, qtm, ...; a board's text: the board field's
example, a tile's letter, a word of the board's own text (a gene, a word ladder's words),
a string puzzle's state spelt from the board's few letters, a function problem's
parameter names and a name quoted as a user types it,
``'bidirectional'``, are never checked).
A single letter is never a word (a tile's label, ``x+1``, ``U`` floors)."""

from __future__ import annotations

import re
import time
from typing import Any
from urllib.parse import urlencode

import pytest

from fewest.puzzles import families, get_family
from tests.browser.support import missing_browser
from tests.browser.test_player_browser import _errors
from tests.browser.test_player_browser import driver as driver  # the shared Chromium

WHY = missing_browser()
pytestmark = pytest.mark.skipif(WHY is not None, reason=f"browser tests not run: {WHY}")

#: the Latin words a Korean page may show (see the module docstring)
ALLOWED = frozenset({
    # proper names: the program, the language switch, sites and their problems' ids
    "fewest", "English", "Baekjoon", "LeetCode", "Programmers", "boj", "leetcode",
    "programmers", "BOJ", "BFS", "DFS", "IDA", "SCV", "DSLR", "JSON", "API", "CLI", "DB",
    # programming languages and their files' suffixes (the check page)
    "Java", "Rust", "Python", "node", "js", "cpp", "py", "java", "rs",
    # key names
    "Ctrl", "Enter", "Tab", "Esc", "Space", "Shift",
    # units and figures
    "ms", "MiB", "KiB", "GiB", "kB",
    # a term the Korean statement itself uses (programmers-118669)
    "intensity",
    # what a player types: option values and a board's forms
    "blank-last", "blank-first", "RxC", "htm", "qtm", "stay", "bounce", "pass",
    "HTM", "QTM",
})
#: one problem per kind of picture: tiles, line arrows, links, cards, bars, lights,
#: stickers, posts, a grid walk with broken walls, balls, a number line, wheels, a cost,
#: a pushed box, a knight, a register's digits
PICTURES = ("sliding", "rubiks-square", "snakes-ladders", "card-match", "pancake",
            "lights-out", "pocket-cube", "hanoi", "boj-2206", "boj-13460", "boj-1697",
            "leetcode-752", "programmers-67259", "leetcode-1263", "boj-7562", "boj-9019",
            "boj-2151")

SCAN = """
const out = [];
const hidden = (node) => {
  for (let n = node; n; n = n.parentElement) {
    if (n.hidden) return true;
    const s = getComputedStyle(n);
    if (s.display === "none" || s.visibility === "hidden") return true;
  }
  return false;
};
const skip = (node) => node.closest("[lang=en], script, style, #board, textarea, .no-say");
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  const p = n.parentElement;
  const text = n.textContent.trim();
  if (!p || !text || skip(p)) continue;
  if (p.tagName !== "OPTION" && hidden(p)) continue;
  out.push(["text", p.id || p.className || p.tagName, text]);
}
for (const e of document.querySelectorAll("[placeholder], [aria-label], [title]")) {
  if (e.closest("[lang=en]") || hidden(e)) continue;
  for (const a of ["placeholder", "aria-label", "title"]) {
    let v = e.getAttribute(a);
    if (!v) continue;
    if (e.id === "board" && a === "placeholder") v = v.split(":")[0];  // the example
    out.push([a, e.id || e.className || e.tagName, v]);
  }
}
return out;
"""
#: a name quoted as the user gives it (``방법 'bidirectional'은(는)``) or as the judge
#: prints it (``'use the stairs'``): never checked
QUOTED = re.compile(r"(?<![A-Za-z])'[^'\n]*'")
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]{2,}")


#: a function problem's parameter names (``destination``, ``sources``) and the names of
#: the statements' input fields (``Sr``, ``Hx``): the code's and the statements' names
PARAMETERS = frozenset(
    {p for f in families() if f.judge is not None for p in f.judge.params}
    | {x.name for f in families() if hasattr(f, "problem") for x in f.problem.input.fields})


def _rearranged(word: str, letters: set[str]) -> bool:
    """``word`` spelt from a board of a few letters (a string puzzle's state, ``dbe`` of
    ``abcde``), not a word of the page."""
    return 0 < len(letters) <= 12 and set(word) <= letters


def english(found: list[list[str]], data: str = "") -> list[str]:
    """The strings among ``found`` ([kind, where, text]) holding a word not allowed; a
    word of the board's own text ``data`` (a gene, a word of a word ladder) is data."""
    bad = []
    typed = ALLOWED | PARAMETERS | set(WORD.findall(data))
    letters = set(re.findall(r"[A-Za-z]", data))
    for kind, where, text in found:
        words = [w for w in WORD.findall(QUOTED.sub("", text)) if w not in typed
                 and not all(len(part) < 2 or part in typed for part in w.split("-"))
                 and not _rearranged(w, letters)]
        if words:
            bad.append(f"{kind} {where}: {text[:100]!r} ({', '.join(words[:4])})")
    return sorted(set(bad))


def _ready(drv: Any) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(drv, 90).until(
        lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))


def _play_ko(drv: Any, server: str, puzzle: str) -> list[str]:
    drv.get(server + "play?" + urlencode({"puzzle": puzzle, "lang": "ko"}))
    _ready(drv)
    drv.execute_script("document.getElementById('show-values').click()")
    drv.execute_script("const b = document.getElementById('hint'); if (!b.disabled) b.click()")
    time.sleep(0.3)
    _ready(drv)
    found = drv.execute_script(SCAN)
    # a piece named by a letter or a sign is no numbered tile ("P번 타일", ">번 타일")
    tiles = [f"{kind} {where}: {text!r} (a tile not numbered)" for kind, where, text in found
             if re.search(r"(^|[^\d\s])\s*번 타일", text)]
    board = drv.execute_script("return document.getElementById('board').value")
    return english(found, board) + tiles


def test_the_korean_play_page_has_no_english_word(driver: Any, server: str) -> None:
    try:
        bad = {p: _play_ko(driver, server, p) for p in PICTURES}
        assert not any(bad.values()), "\n".join(f"{p}: {b}" for p, words in bad.items()
                                                 for b in words)
        assert _errors(driver) == []
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")


@pytest.mark.parametrize("puzzle", [f.name for f in families() if f.name not in PICTURES])
def test_every_other_problem_plays_in_korean(driver: Any, server: str, puzzle: str) -> None:
    """The sweep past the pictures above: every other problem's play page, its moves,
    captions and values, with a hint played (slow lane: one problem a test)."""
    try:
        assert _play_ko(driver, server, puzzle) == []
        assert _errors(driver) == []
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")


@pytest.mark.parametrize(("puzzle", "board"), [("sliding", "1 2 3 / 4 0 6 / 7 5 8"),
                                               ("boj-2206", "2 3\n010\n110\n"),
                                               ("boj-7576", "3 3\n1 0 0\n0 -1 0\n0 0 0\n")])
def test_the_korean_solver_page_has_no_english_word(driver: Any, server: str, puzzle: str,
                                                    board: str) -> None:
    from tests.browser.support import answer, compared

    try:
        driver.get(server + "?" + urlencode({"puzzle": puzzle, "board": board, "lang": "ko"}))
        _ready(driver)
        driver.find_element("id", "solve").click()
        answer(driver)
        time.sleep(0.5)
        assert english(driver.execute_script(SCAN)) == []
        driver.find_element("id", "compare").click()  # the methods side by side
        compared(driver, explored=not get_family(puzzle).computed)
        assert english(driver.execute_script(SCAN)) == []
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")


def test_the_korean_search_views_have_no_english_word(driver: Any, server: str) -> None:
    try:
        driver.get(server + "play?" + urlencode({"puzzle": "sliding", "lang": "ko"}))
        _ready(driver)
        driver.find_element("id", "puzzle-search").send_keys("숨바꼭질")
        time.sleep(0.5)
        _ready(driver)
        assert english(driver.execute_script(SCAN)) == []
        driver.get(server + "check?lang=ko")
        time.sleep(2)
        driver.find_element("id", "search").send_keys("1697")
        time.sleep(0.5)
        assert english(driver.execute_script(SCAN)) == []
    finally:
        driver.execute_script("localStorage.removeItem('fewest-lang')")
