"""Test-wide set-up: a cache folder inside the checkout, kept between runs."""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"

os.environ.setdefault("FEWEST_CACHE_DIR", str(ROOT / ".cache" / "fewest"))
