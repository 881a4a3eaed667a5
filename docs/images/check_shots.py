"""The check page's screenshots in docs/images, in Korean: desktop (1280x800) and phone
(375x800), each with the counterexample of a buggy program on Baekjoon 1525.

    .venv/bin/python docs/images/check_shots.py

Starts ``fewest serve`` on a loopback port and drives Debian's Chromium through
selenium (Korean text needs a CJK font, Debian's ``fonts-noto-cjk``): the problem is
picked, the program pasted and checked, the optimal solution's first step played,
then the page is shot twice: at the top (the problem and the code, ``-top``) and at
the result.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from docs.images.playground_shots import chromium  # noqa: E402 (the repo root, just added)
from tests.serve.live import live_server  # noqa: E402

OUT = ROOT / "docs" / "images"
PROGRAM = ROOT / "tests" / "check" / "corpus" / "boj-1525" / "bug_wrap.py"
SIZES = {"desktop": (1280, 800), "phone": (375, 800)}


def main() -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    with live_server("--workers", "1") as (url, _proc):
        drv = chromium()
        try:
            for name, (width, height) in SIZES.items():
                drv.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": width, "height": height, "deviceScaleFactor": 1,
                    "mobile": name == "phone"})
                drv.get(url + "check?lang=ko&problem=boj-1525")
                WebDriverWait(drv, 60).until(lambda d: d.find_element(
                    By.TAG_NAME, "body").get_attribute("data-ready") == "true")
                drv.execute_script(
                    "const c = document.getElementById('code'); c.value = arguments[0];"
                    "document.getElementById('language').value = '.py';"
                    "c.dispatchEvent(new Event('input'));", PROGRAM.read_text("utf-8"))
                drv.find_element(By.ID, "run").click()
                WebDriverWait(drv, 120).until(lambda d: d.find_elements(
                    By.CSS_SELECTOR, "#cx-board .cell"))
                drv.find_element(By.ID, "next").click()
                drv.execute_script("window.scrollTo(0, 0)")
                time.sleep(0.5)
                drv.save_screenshot(str(OUT / f"check-{name}-ko-top.png"))
                drv.execute_script("document.getElementById('result').scrollIntoView()")
                time.sleep(0.5)
                drv.save_screenshot(str(OUT / f"check-{name}-ko.png"))
                print("wrote", OUT / f"check-{name}-ko.png")
        finally:
            drv.quit()


if __name__ == "__main__":
    main()
