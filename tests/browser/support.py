"""Finding Debian's chromium and chromedriver (nothing is ever downloaded)."""

from __future__ import annotations

import importlib.util
import shutil

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
