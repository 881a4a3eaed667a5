"""The playground's screenshots in docs/images: desktop (1280x900) and phone (375x800) for
three families and six catalogue problems, and the Korean page.

    .venv/bin/python docs/images/playground_shots.py [--catalogue]

(``--catalogue``: the six catalogue problems only.)

Starts ``fewest serve`` on a loopback port and drives Debian's Chromium through
selenium: each board is opened, "show every move's value" is ticked and a few
proven hints are played, so that the values on the board and the history strip
show.  Korean text needs a CJK font (Debian's ``fonts-noto-cjk``).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tests.browser.support import browser_paths  # noqa: E402 (the repo root, just added)
from tests.serve.live import live_server  # noqa: E402

OUT = ROOT / "docs" / "images"
#: (file stem, puzzle, board, hints to play)
SHOTS = [
    ("sliding", "sliding", "5 1 2 3 / 9 6 7 4 / 0 10 11 8 / 13 14 15 12", 3),
    ("rubiks", "rubiks-square", "1 2 3 4 5 / 6 7 8 9 10 / 15 11 12 13 14 / 16 17 18 19 20 / "
     "21 22 23 24 25", 0),
    ("hanoi", "hanoi", "[[5,4,3,2,1],[],[]]", 2),
]
#: six judge problems of the catalogue, each from a board in the judge's own text
CATALOGUE = [
    ("boj-13460", "boj-13460", "5 5\n#####\n#..B#\n#.#.#\n#RO.#\n#####\n", 0),
    ("boj-2206", "boj-2206", "6 4\n0100\n1110\n1000\n0000\n0111\n0000\n", 2),
    ("leetcode-1263", "leetcode-1263",
     'grid = [["#","#","#","#","#","#"],["#","T","#","#","#","#"],["#",".",".","B",".","#"],'
     '["#",".","#","#",".","#"],["#",".",".",".","S","#"],'
     '["#","#","#","#","#","#"]]', 1),
    ("programmers-67259", "programmers-67259", '{"board": [[0,0,0,0,0,0],[0,1,1,1,1,0],'
     '[0,0,1,0,0,0],[1,0,0,1,0,1],[0,1,0,0,0,1],[0,0,0,0,0,0]]}', 2),
    ("boj-1697", "boj-1697", "5 17", 1),
    ("leetcode-752", "leetcode-752",
     'deadends = ["0201","0101","0102","1212","2002"], target = "0202"', 2),
]
SIZES = {"desktop": (1280, 900), "phone": (375, 800)}


def chromium() -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    browser, driver = browser_paths()
    if browser is None or driver is None:
        sys.exit("needs Debian's chromium and chromium-driver")
    options = webdriver.ChromeOptions()
    options.binary_location = str(browser)
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                 f"--user-data-dir={tempfile.mkdtemp(prefix='fewest-shots-')}"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(executable_path=str(driver)), options=options)


def ready(drv: Any) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(drv, 120).until(
        lambda d: d.execute_script("return document.body.dataset.ready") == "true")


def shoot(drv: Any, url: str, stem: str, puzzle: str, board: str, hints: int,
          size: str, lang: str = "en") -> Path:
    drv.set_window_size(*SIZES[size])
    drv.get(url + "play?" + urlencode({"puzzle": puzzle, "board": board, "lang": lang}))
    ready(drv)
    drv.execute_script("var b = document.getElementById('show-values');"
                       "if (!b.checked) b.click();")
    for _ in range(hints):
        drv.execute_script("document.getElementById('hint').click()")
        time.sleep(0.3)
        ready(drv)
    time.sleep(0.5)  # the slide animation ends
    path = OUT / f"playground-{stem}-{size}{'' if lang == 'en' else '-' + lang}.png"
    drv.save_screenshot(str(path))
    return path


def main() -> None:
    only = "--catalogue" in sys.argv  # none of them needs the 15-puzzle's tables
    with live_server("--workers", "2", *(["--no-build-tables"] if only else [])) as (url, _proc):
        drv = chromium()
        try:
            for stem, puzzle, board, hints in CATALOGUE:
                for size in SIZES:
                    print(shoot(drv, url, stem, puzzle, board, hints, size).name)
            if only:
                return
            for stem, puzzle, board, hints in SHOTS:
                for size in SIZES:
                    print(shoot(drv, url, stem, puzzle, board, hints, size).name)
            stem, puzzle, board, hints = SHOTS[0]
            print(shoot(drv, url, stem, puzzle, board, hints, "desktop", "ko").name)
        finally:
            drv.quit()


if __name__ == "__main__":
    main()
