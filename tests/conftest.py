"""Test-wide set-up, for every test and doctest of the session (set while collecting):

* a cache folder inside the checkout, kept between runs;
* compiled user puzzles on the kernels shared by every puzzle (``FEWEST_SPECIALIZE=0``):
  specialised kernels, the users' default, compile once per puzzle and kernel, seconds
  each on a cold cache; ``tests/compiled/test_specialized_cache.py`` and the tests that
  pass ``specialize=True`` cover them.  Either may be set from outside to run otherwise.
"""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

os.environ.setdefault("FEWEST_CACHE_DIR", str(ROOT / ".cache" / "fewest"))
os.environ.setdefault("FEWEST_SPECIALIZE", "0")


def pytest_terminal_summary(terminalreporter):  # type: ignore[no-untyped-def]
    """One line when the browser tests could not run (no chromium/chromedriver here)."""
    from tests.browser.support import missing_browser

    why = missing_browser()
    if why:
        terminalreporter.write_line(f"browser tests not run: {why}")


def slow_ids() -> tuple[set[str], tuple[str, ...]]:
    """The ids of ``tests/slow_lane.txt``: whole ids, and prefixes (a line cut short)."""
    lines = [line.strip() for line in (ROOT / "tests" / "slow_lane.txt").read_text()
             .splitlines() if line.strip() and not line.startswith("#")]
    whole = {line for line in lines if "[" not in line or line.endswith("]")}
    return whole, tuple(line for line in lines if line not in whole)


def pytest_collection_modifyitems(items):  # type: ignore[no-untyped-def]
    """The tests listed in ``tests/slow_lane.txt`` run in the slow lane."""
    import pytest

    whole, prefixes = slow_ids()
    for item in items:
        if item.nodeid in whole or item.nodeid.startswith(prefixes):
            item.add_marker(pytest.mark.slow)
