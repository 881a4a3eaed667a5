"""A cache folder for computed tables (pattern databases, distance tables).

The folder is ``$FEWEST_CACHE_DIR`` if set, else the platform's user cache
dir.  Tables are written atomically (temporary file, fsync, rename), carry a
format version and a sha256 checksum, and are rebuilt when missing, stale or
corrupt.

**Shared, memory-mapped loading.**  A file (format ``FEWESTC2``) is the magic,
a 4-byte header length, a JSON header padded with spaces so that the payload
starts on a 64-byte boundary, then the raw C-order array.  :func:`load` maps
the payload read-only instead of reading it, so N worker processes on one
machine share one copy in the page cache and each touches only the pages it
uses.  Arrays returned by :func:`load` and :func:`load_or_build` are
read-only.

**Checksums are verified once, not on every load.**  Hashing a 500 MB
database takes about a second, which every worker of a batch would pay.  So:

* :func:`save` hashes the bytes it writes and then records a *verified
  marker*, a sidecar ``NAME.npc.ok`` holding the file's inode, size,
  modification time and checksum;
* a large file without a matching marker (copied in from elsewhere, written
  by an older version, rewritten in place) is hashed in full on first load,
  and the marker is written then;
* files under :data:`VERIFY_ALWAYS_BELOW` bytes are hashed on every load
  (a few milliseconds) and need no marker.

A sidecar is used rather than a flag inside the file because a published
table is never modified (other processes may have it mapped); any
replacement is a new inode, so an old marker cannot vouch for a new file.
A truncated file is always caught: the header's size must match the file's.

Older ``FEWESTC1`` files (unaligned payload) are verified, then rewritten in
the new format, so upgrading needs no rebuild.

**First-use builds happen once.**  :func:`load_or_build` takes a
``filelock.FileLock`` on ``locks/NAME.lock`` in the cache folder before it
builds; other processes needing the same table wait on the lock, then map
the finished file.

>>> import tempfile, os, numpy as np
>>> os.environ["FEWEST_CACHE_DIR"] = tempfile.mkdtemp()
>>> calls = []
>>> def build():
...     calls.append(1)
...     return np.arange(5, dtype=np.uint8)
>>> a = load_or_build("demo-table", build, version=1)
>>> b = load_or_build("demo-table", build, version=1)
>>> (a == b).all(), len(calls), b.flags.writeable
(np.True_, 1, False)
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import mmap
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

T = TypeVar("T")

if TYPE_CHECKING:  # numpy is imported where arrays are made, so map_bytes stays light
    import numpy as np

MAGIC = b"FEWESTC2"
OLD_MAGIC = b"FEWESTC1"
#: payload alignment in bytes (enough for any dtype and SIMD loads)
ALIGN = 64
#: files smaller than this are hashed on every load and get no marker
VERIFY_ALWAYS_BELOW = 16 << 20


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


def _safe(name: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)


def _path(name: str) -> Path:
    return cache_dir() / f"{_safe(name)}.npc"


def _marker(path: Path) -> Path:
    return path.with_name(path.name + ".ok")


def _flat_bytes(array: np.ndarray) -> np.ndarray:
    """The array's bytes as a flat uint8 view (no copy for contiguous arrays)."""
    import numpy as np

    return np.ascontiguousarray(array).reshape(-1).view(np.uint8)


def _header(array: np.ndarray, version: int, digest: str) -> bytes:
    """The JSON header, padded so that the payload starts on an ALIGN boundary."""
    meta = {"version": version, "dtype": array.dtype.str, "shape": list(array.shape),
            "sha256": digest}
    text = json.dumps(meta).encode()
    offset = len(MAGIC) + 4 + len(text)
    pad = -offset % ALIGN
    return text + b" " * pad


def save(name: str, array: np.ndarray, *, version: int) -> Path:
    """Write ``array`` atomically with a header (version, dtype, shape, sha256).

    The file is fsynced before the rename, and a verified marker is written
    after it (see the module notes).
    """
    import numpy as np

    array = np.ascontiguousarray(array)
    data = _flat_bytes(array)
    digest = hashlib.sha256(data.data).hexdigest()
    header = _header(array, version, digest)
    path = _path(name)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(MAGIC)
            fh.write(len(header).to_bytes(4, "little"))
            fh.write(header)
            fh.write(data.data)
            fh.flush()
            os.fsync(fh.fileno())
            stat = os.fstat(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    if stat.st_size >= VERIFY_ALWAYS_BELOW:
        _write_marker(path, stat, digest)
    return path


def _stamp(stat: os.stat_result, digest: str) -> dict[str, Any]:
    return {"ino": stat.st_ino, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns,
            "sha256": digest}


def _write_marker(path: Path, stat: os.stat_result, digest: str) -> None:
    """Record that ``path`` (as it is now) matched its checksum; best effort."""
    marker = _marker(path)
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=marker.name, suffix=".tmp")
    except OSError:  # a read-only cache folder: verify again next time
        return
    try:
        with os.fdopen(fd, "w") as fh:
            json.dump(_stamp(stat, digest), fh)
        os.replace(tmp, marker)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def _marker_matches(path: Path, stat: os.stat_result, digest: str) -> bool:
    try:
        with open(_marker(path), encoding="utf-8") as fh:
            return bool(json.load(fh) == _stamp(stat, digest))
    except (OSError, ValueError):
        return False


def _read_header(fd: int) -> tuple[bytes, dict[str, Any], int] | None:
    """(magic, header, payload offset) of an open cache file, or ``None``."""
    head = os.pread(fd, len(MAGIC) + 4, 0)
    if len(head) < len(MAGIC) + 4 or head[: len(MAGIC)] not in (MAGIC, OLD_MAGIC):
        return None
    size = int.from_bytes(head[len(MAGIC):], "little")
    text = os.pread(fd, size, len(head))
    if len(text) != size:
        return None
    try:
        header = json.loads(text)
    except ValueError:
        return None
    if not isinstance(header, dict):
        return None
    return head[: len(MAGIC)], header, len(head) + size


def _layout(header: dict[str, Any]) -> tuple[np.dtype[Any], tuple[int, ...], int] | None:
    import numpy as np

    try:
        dtype = np.dtype(header["dtype"])
        shape = tuple(int(n) for n in header["shape"])
    except (KeyError, TypeError, ValueError):
        return None
    if dtype.hasobject or any(n < 0 for n in shape):
        return None
    return dtype, shape, int(np.prod(shape, dtype=np.int64)) * dtype.itemsize


def load(name: str, *, version: int) -> np.ndarray | None:
    """The cached array (read-only, memory-mapped), or ``None`` when absent,
    of another version, or corrupt."""
    return _read(name, lambda fd, path: _load_fd(fd, path, name, version))


def _read(name: str, read: Callable[[int, Path], T | None]) -> T | None:
    """``read(fd, path)`` on the cached file of ``name``, or ``None`` when it is
    absent or reading it fails (the file is closed either way)."""
    path = _path(name)
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return None
    try:
        return read(fd, path)
    except (OSError, ValueError):
        return None
    finally:
        os.close(fd)


def _load_fd(fd: int, path: Path, name: str, version: int) -> np.ndarray | None:
    import numpy as np

    found = _read_header(fd)
    if found is None:
        return None
    magic, header, offset = found
    layout = _layout(header)
    if header.get("version") != version or layout is None:
        return None
    dtype, shape, nbytes = layout
    stat = os.fstat(fd)
    if stat.st_size != offset + nbytes:
        return None
    if magic == OLD_MAGIC:
        return _upgrade(fd, path, name, version, header, offset)
    if nbytes == 0:
        empty = np.empty(shape, dtype)
        empty.flags.writeable = False
        return empty
    mapped = _verified_map(fd, path, header, offset, stat)
    if mapped is None:
        return None
    flat = np.frombuffer(mapped, dtype=dtype, count=nbytes // dtype.itemsize, offset=offset)
    return flat.reshape(shape)


def _verified_map(fd: int, path: Path, header: dict[str, Any], offset: int,
                  stat: os.stat_result) -> mmap.mmap | None:
    """A read-only map of the whole file once its payload matches the checksum
    (or its verified marker does), else ``None``."""
    mapped = mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
    digest = str(header.get("sha256"))
    if stat.st_size >= VERIFY_ALWAYS_BELOW and _marker_matches(path, stat, digest):
        return mapped
    with memoryview(mapped) as whole, whole[offset:] as payload:
        ok = hashlib.sha256(payload).hexdigest() == digest
    if not ok:
        mapped.close()
        return None
    if stat.st_size >= VERIFY_ALWAYS_BELOW:
        _write_marker(path, stat, digest)
    return mapped


def map_bytes(name: str, *, version: int) -> memoryview | None:
    """The payload of a cached one-byte-per-entry table as a read-only memoryview,
    without importing numpy (for a fast start); ``None`` when it is absent, of
    another version or layout, or corrupt.

    >>> import tempfile, os, numpy as np
    >>> os.environ["FEWEST_CACHE_DIR"] = tempfile.mkdtemp()
    >>> _ = save("bytes-demo", np.arange(4, dtype=np.uint8), version=3)
    >>> list(map_bytes("bytes-demo", version=3)), map_bytes("bytes-demo", version=2)
    ([0, 1, 2, 3], None)
    """

    def read(fd: int, path: Path) -> memoryview | None:
        found = _read_header(fd)
        if found is None or found[0] != MAGIC:
            return None
        _magic, header, offset = found
        if header.get("version") != version or header.get("dtype") not in ("|u1", "|i1"):
            return None
        shape = header.get("shape")
        if not isinstance(shape, list) or len(shape) != 1 or not isinstance(shape[0], int):
            return None
        stat = os.fstat(fd)
        if shape[0] <= 0 or stat.st_size != offset + shape[0]:
            return None
        mapped = _verified_map(fd, path, header, offset, stat)
        return None if mapped is None else memoryview(mapped)[offset:]

    return _read(name, read)


def _upgrade(fd: int, path: Path, name: str, version: int, header: dict[str, Any],
             offset: int) -> np.ndarray | None:
    """Verify a ``FEWESTC1`` file, rewrite it in the mappable format, and map that."""
    import numpy as np

    data = os.pread(fd, os.fstat(fd).st_size - offset, offset)
    if hashlib.sha256(data).hexdigest() != header.get("sha256"):
        return None
    layout = _layout(header)
    assert layout is not None
    array = np.frombuffer(data, dtype=layout[0]).reshape(layout[1])
    try:
        save(name, array, version=version)
    except OSError:  # a read-only cache folder: keep using the old file
        return array
    return load(name, version=version)


def present(name: str, *, version: int) -> bool:
    """Whether a file of ``name`` and ``version`` is cached with the size its header
    gives: a quick look, without numpy and without hashing, for deciding what a
    solve will need (:func:`load` still verifies the checksum).

    >>> import tempfile, os, numpy as np
    >>> os.environ["FEWEST_CACHE_DIR"] = tempfile.mkdtemp()
    >>> _ = save("present-demo", np.arange(6, dtype=np.int32).reshape(2, 3), version=2)
    >>> present("present-demo", version=2), present("present-demo", version=1)
    (True, False)
    >>> present("absent-demo", version=2)
    False
    """

    def read(fd: int, path: Path) -> bool | None:
        found = _read_header(fd)
        if found is None or found[1].get("version") != version:
            return None
        _magic, header, offset = found
        dtype, shape = str(header.get("dtype", "")), header.get("shape")
        if not (dtype[2:].isdigit() and isinstance(shape, list)
                and all(isinstance(n, int) and n >= 0 for n in shape)):
            return None
        nbytes = int(dtype[2:])
        for n in shape:
            nbytes *= n
        return os.fstat(fd).st_size == offset + nbytes or None

    return bool(_read(name, read))


def exists(name: str, *, version: int) -> bool:
    """True when a valid cached copy is present (checked, not read in full when verified)."""
    return load(name, version=version) is not None


@contextlib.contextmanager
def build_lock(name: str) -> Iterator[None]:
    """Hold the cache folder's lock for building ``name`` (other processes wait)."""
    from filelock import FileLock

    folder = cache_dir() / "locks"
    folder.mkdir(exist_ok=True)
    with FileLock(str(folder / f"{_safe(name)}.lock")):
        yield


#: The lock a background builder (``fewest serve`` at start-up) holds while it runs:
#: :func:`building` of it tells a solve under a time cap not to wait on the tables.
BACKGROUND = "background-build"


def background_lock() -> Any:
    """The lock of :data:`BACKGROUND`, to hold from one thread and release from another."""
    from filelock import FileLock

    folder = cache_dir() / "locks"
    folder.mkdir(exist_ok=True)
    return FileLock(str(folder / f"{BACKGROUND}.lock"), thread_local=False)


def building(name: str) -> bool:
    """Whether another process is building ``name`` now (it holds its build lock).

    >>> import tempfile, os
    >>> os.environ["FEWEST_CACHE_DIR"] = tempfile.mkdtemp()
    >>> building("nothing-here")
    False
    """
    from filelock import FileLock, Timeout

    path = cache_dir() / "locks" / f"{_safe(name)}.lock"
    if not path.exists():
        return False
    lock = FileLock(str(path))
    try:
        lock.acquire(timeout=0)
    except Timeout:
        return True
    lock.release()
    return False


def load_or_build(name: str, build: Callable[[], np.ndarray], *, version: int) -> np.ndarray:
    """Return the cached array (read-only), building and saving it first when needed.

    The build runs under :func:`build_lock`, so of several processes that
    need the same missing table, one builds it and the others wait and map it.
    """
    from fewest.progress import setting_up

    with setting_up():
        return _load_or_build(name, build, version=version)


def _load_or_build(name: str, build: Callable[[], np.ndarray], *, version: int) -> np.ndarray:
    cached = load(name, version=version)
    if cached is not None:
        return cached
    with build_lock(name):
        cached = load(name, version=version)
        if cached is not None:
            return cached
        array = build()
        save(name, array, version=version)
    mapped = load(name, version=version)
    if mapped is not None:
        return mapped
    array.flags.writeable = False  # pragma: no cover - the file vanished at once
    return array
