"""Test-wide set-up: a cache folder inside the checkout, kept between runs."""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

os.environ.setdefault("FEWEST_CACHE_DIR", str(ROOT / ".cache" / "fewest"))


def pytest_terminal_summary(terminalreporter):  # type: ignore[no-untyped-def]
    """One line when the browser tests could not run (no chromium/chromedriver here)."""
    from tests.browser.support import missing_browser

    why = missing_browser()
    if why:
        terminalreporter.write_line(f"browser tests not run: {why}")
