"""The table cache: atomic writes, versions, checksums, rebuild on corruption."""

from __future__ import annotations

import numpy as np
import pytest

from fewest import cache


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    return tmp_path


def test_round_trip_keeps_dtype_and_shape():
    a = np.arange(24, dtype=np.uint16).reshape(4, 6)
    cache.save("t", a, version=3)
    b = cache.load("t", version=3)
    assert b is not None and b.dtype == a.dtype and b.shape == a.shape and (a == b).all()


def test_other_version_is_stale():
    cache.save("t", np.zeros(3, np.uint8), version=1)
    assert cache.load("t", version=2) is None


def test_corrupt_file_is_rebuilt(private_cache):
    cache.save("t", np.arange(100, dtype=np.uint8), version=1)
    path = next(private_cache.glob("t*.npc"))
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF  # flip bits in the payload: the checksum no longer matches
    path.write_bytes(bytes(data))
    assert cache.load("t", version=1) is None
    rebuilt = cache.load_or_build("t", lambda: np.full(5, 7, np.uint8), version=1)
    assert rebuilt.tolist() == [7] * 5
    assert cache.load("t", version=1).tolist() == [7] * 5


def test_truncated_file_is_rejected(private_cache):
    cache.save("t", np.arange(100, dtype=np.uint8), version=1)
    path = next(private_cache.glob("t*.npc"))
    path.write_bytes(path.read_bytes()[:20])
    assert cache.load("t", version=1) is None


def test_failed_build_leaves_no_file(private_cache):
    def broken() -> np.ndarray:
        raise RuntimeError("interrupted build")

    with pytest.raises(RuntimeError):
        cache.load_or_build("t", broken, version=1)
    assert [p.name for p in private_cache.iterdir() if p.name != "locks"] == []


def test_failed_write_leaves_no_partial_file(private_cache, monkeypatch):
    def boom(*_args, **_kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(cache.os, "fsync", boom)
    with pytest.raises(OSError):
        cache.save("t", np.arange(10, dtype=np.uint8), version=1)
    assert list(private_cache.iterdir()) == []
