"""Finding Debian's chromium and chromedriver (nothing is ever downloaded)."""

from __future__ import annotations

import importlib.util
import shutil
from typing import Any

BROWSERS = ("chromium", "chromium-browser")


def browser_paths() -> tuple[str | None, str | None]:
    """The chromium binary and chromedriver on PATH (or ``None``)."""
    browser = next((p for p in map(shutil.which, BROWSERS) if p), None)
    return browser, shutil.which("chromedriver")


def missing_browser() -> str | None:
    """Why the browser tests cannot run here, or ``None`` when they can."""
    if importlib.util.find_spec("selenium") is None:
        return "selenium is not installed"
    browser, driver = browser_paths()
    if browser is None or driver is None:
        return ("chromium and chromedriver were not found (on Debian: apt-get install "
                "chromium chromium-driver)")
    return None


def answer(drv: Any, timeout: float = 30) -> str:
    """The answer line once a solve has finished (or the error line)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    def shown(d: Any) -> str | bool:
        for box in ("answer", "error"):
            node = d.find_element(By.ID, box)
            if node.is_displayed() and node.text:
                return str(node.text)
        return False

    return str(WebDriverWait(drv, timeout).until(shown))


def compared(drv: Any, timeout: float = 60, *, explored: bool = True) -> None:
    """Wait until the solver page's comparison is drawn, its exploration and players too
    (``explored=False``: a computed answer's comparison, which has no exploration)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(drv, timeout).until(lambda d: d.find_element(By.ID, "comparison")
                                      .is_displayed())
    if not explored:
        WebDriverWait(drv, timeout).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "#compare-table tr td"))
        return
    WebDriverWait(drv, timeout).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#exploration .fc-algo"))
    WebDriverWait(drv, timeout).until(lambda d: d.execute_script(
        "return [...document.querySelectorAll('#exploration .fewest-player')]"
        ".every(p => p.querySelector('.fp-cell'))"))
