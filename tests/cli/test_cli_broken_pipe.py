"""A reader that stops early (``fewest ... | head -1``) is not an internal error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_output_to_a_closed_pipe_exits_quietly(tmp_path: Path) -> None:
    batch = tmp_path / "many.jsonl"
    batch.write_text('{"board": "1 2 3 / 4 5 6 / 7 0 8"}\n' * 5000)
    fewest = Path(sys.executable).parent / "fewest"
    proc = subprocess.Popen([str(fewest), "solve", "sliding", "--batch", str(batch)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 0, err
    assert b'"line": 1' in first
    assert "internal error" not in err and "Traceback" not in err
