"""The table cache as batch workers use it: mapped read-only, verified once, built once."""

from __future__ import annotations

import hashlib
import json
import mmap
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from fewest import cache


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    return tmp_path


def _mapped(array: np.ndarray) -> bool:
    base = array
    while base is not None and not isinstance(base, mmap.mmap):
        base = base.obj if isinstance(base, memoryview) else getattr(base, "base", None)
    return isinstance(base, mmap.mmap)


def test_loaded_tables_are_read_only_memory_maps():
    cache.save("t", np.arange(1000, dtype=np.uint16).reshape(10, 100), version=2)
    table = cache.load("t", version=2)
    assert table is not None and _mapped(table) and not table.flags.writeable
    assert table.dtype == np.uint16 and table.shape == (10, 100)
    assert table[7, 42] == 742
    with pytest.raises(ValueError):
        table[0, 0] = 1


def test_payload_is_aligned_for_any_dtype(private_cache):
    cache.save("t", np.ones(3, dtype=np.float64), version=1)
    data = (private_cache / "t.npc").read_bytes()
    offset = len(cache.MAGIC) + 4 + int.from_bytes(data[8:12], "little")
    assert offset % cache.ALIGN == 0 and len(data) == offset + 24


def test_large_files_are_hashed_once_then_trusted_by_marker(private_cache, monkeypatch):
    monkeypatch.setattr(cache, "VERIFY_ALWAYS_BELOW", 0)  # every file counts as large
    cache.save("t", np.arange(256, dtype=np.uint8), version=1)
    assert (private_cache / "t.npc.ok").exists()
    calls = []
    real = hashlib.sha256

    def counting(*args):
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(hashlib, "sha256", counting)
    for _ in range(3):
        assert cache.load("t", version=1)[255] == 255
    assert calls == []  # the marker vouches for the file
    (private_cache / "t.npc.ok").unlink()
    assert cache.load("t", version=1) is not None and len(calls) == 1  # verified again...
    assert cache.load("t", version=1) is not None and len(calls) == 1  # ...and only once


def test_a_replaced_large_file_is_not_trusted(private_cache, monkeypatch):
    monkeypatch.setattr(cache, "VERIFY_ALWAYS_BELOW", 0)
    cache.save("t", np.arange(256, dtype=np.uint8), version=1)
    path = private_cache / "t.npc"
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF
    tmp = private_cache / "copy"
    tmp.write_bytes(bytes(data))
    os.replace(tmp, path)  # a new file (new inode) with the old marker beside it
    assert cache.load("t", version=1) is None


def test_truncated_large_file_is_caught_without_hashing(private_cache, monkeypatch):
    monkeypatch.setattr(cache, "VERIFY_ALWAYS_BELOW", 0)
    cache.save("t", np.arange(256, dtype=np.uint8), version=1)
    path = private_cache / "t.npc"
    with open(path, "r+b") as fh:
        fh.truncate(path.stat().st_size - 1)
    assert cache.load("t", version=1) is None


def test_old_format_files_are_upgraded_not_rebuilt(private_cache):
    array = np.arange(50, dtype=np.int32)
    data = array.tobytes()
    header = json.dumps({"version": 4, "dtype": array.dtype.str, "shape": [50],
                         "sha256": hashlib.sha256(data).hexdigest()}).encode()
    path = private_cache / "old.npc"
    path.write_bytes(b"FEWESTC1" + len(header).to_bytes(4, "little") + header + data)
    built = []
    table = cache.load_or_build("old", lambda: built.append(1) or array, version=4)
    assert built == [] and table.tolist() == list(range(50)) and _mapped(table)
    assert path.read_bytes().startswith(cache.MAGIC)


BUILDER = textwrap.dedent("""
    import sys, time
    import numpy as np
    from fewest import cache

    def build():
        with open(sys.argv[1], "a") as log:
            log.write("built\\n")
        time.sleep(1.0)
        return np.arange(1000, dtype=np.int64)

    print(int(cache.load_or_build("shared-table", build, version=1).sum()))
""")


def test_a_missing_table_is_built_once_while_other_processes_wait(private_cache, tmp_path):
    log = tmp_path / "builds.log"
    script = tmp_path / "builder.py"
    script.write_text(BUILDER)
    env = {**os.environ, "FEWEST_CACHE_DIR": str(private_cache)}
    procs = [subprocess.Popen([sys.executable, str(script), str(log)], env=env,
                              stdout=subprocess.PIPE, text=True) for _ in range(3)]
    outs = [p.communicate(timeout=120)[0].strip() for p in procs]
    assert all(p.returncode == 0 for p in procs)
    assert outs == [str(sum(range(1000)))] * 3
    assert log.read_text() == "built\n"
