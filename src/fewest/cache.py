"""A cache folder for computed tables (pattern databases, distance tables).

Files are written atomically (temporary file, then rename), carry a format
version and a checksum, and are rebuilt when missing, stale or corrupt.  The
folder is ``$FEWEST_CACHE_DIR`` if set, else the platform's user cache dir.

>>> import tempfile, os, numpy as np
>>> os.environ["FEWEST_CACHE_DIR"] = tempfile.mkdtemp()
>>> calls = []
>>> def build():
...     calls.append(1)
...     return np.arange(5, dtype=np.uint8)
>>> a = load_or_build("demo-table", build, version=1)
>>> b = load_or_build("demo-table", build, version=1)
>>> (a == b).all(), len(calls)
(np.True_, 1)
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import numpy as np

MAGIC = b"FEWESTC1"


def cache_dir() -> Path:
    """The folder cached tables live in (created on demand)."""
    env = os.environ.get("FEWEST_CACHE_DIR")
    if env:
        path = Path(env)
    else:
        from platformdirs import user_cache_dir

        path = Path(user_cache_dir("fewest"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def _path(name: str) -> Path:
    safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)
    return cache_dir() / f"{safe}.npc"


def save(name: str, array: np.ndarray, *, version: int) -> Path:
    """Write ``array`` atomically with a header (version, dtype, shape, sha256)."""
    array = np.ascontiguousarray(array)
    data = array.tobytes()
    header = json.dumps({
        "version": version, "dtype": array.dtype.str, "shape": list(array.shape),
        "sha256": hashlib.sha256(data).hexdigest(),
    }).encode()
    path = _path(name)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(MAGIC)
            fh.write(len(header).to_bytes(4, "little"))
            fh.write(header)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return path


def load(name: str, *, version: int) -> np.ndarray | None:
    """The cached array, or ``None`` when absent, of another version, or corrupt."""
    path = _path(name)
    try:
        with open(path, "rb") as fh:
            if fh.read(len(MAGIC)) != MAGIC:
                return None
            size = int.from_bytes(fh.read(4), "little")
            header = json.loads(fh.read(size))
            data = fh.read()
    except (OSError, ValueError):
        return None
    if header.get("version") != version:
        return None
    if hashlib.sha256(data).hexdigest() != header.get("sha256"):
        return None
    try:
        return np.frombuffer(data, dtype=np.dtype(header["dtype"])).reshape(header["shape"]).copy()
    except (ValueError, TypeError, KeyError):
        return None


def exists(name: str, *, version: int) -> bool:
    """True when a valid cached copy is present (reads and verifies it)."""
    return load(name, version=version) is not None


def load_or_build(name: str, build: Callable[[], np.ndarray], *, version: int) -> np.ndarray:
    """Return the cached array, building and saving it first when needed."""
    cached = load(name, version=version)
    if cached is not None:
        return cached
    array = build()
    save(name, array, version=version)
    return array
