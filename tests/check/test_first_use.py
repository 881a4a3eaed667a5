"""``fewest check`` on a machine with an empty cache: the tables it needs are built."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.check.helpers import script

FEWEST = str(Path(sys.executable).parent / "fewest")


def test_first_use_with_an_empty_cache(tmp_path: Path) -> None:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path / "cache")}
    out = subprocess.run([FEWEST, "check", "rubiks-square", "--run", script("rubiks_ok.py"),
                          "--cases", "7", "--json"], env=env, capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    body = json.loads(out.stdout)
    assert (body["status"], body["cases"], body["counterexample"]) == ("pass", 7, None)
