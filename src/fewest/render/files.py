"""Atomic file writes for renderers: a temp file beside the target, then ``os.replace``.

>>> import tempfile, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp())
>>> write_atomic(d / "a.txt", "hi").read_text()
'hi'
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from fewest.errors import InvalidPuzzleError


def write_with(path: str | os.PathLike[str], write: Callable[[str], object]) -> Path:
    """Call ``write(tmp_path)`` then move the temp file onto ``path``; never a half file.

    A folder that does not exist is a one-line :class:`InvalidPuzzleError`.
    """
    out = Path(path)
    folder = out.parent if str(out.parent) else Path(".")
    if not folder.is_dir():
        raise InvalidPuzzleError(
            f"cannot write {str(out)!r}: folder {str(folder)!r} does not exist"
        )
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{out.name}.", suffix=".tmp")
    os.close(fd)
    try:
        write(tmp)
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; give the usual mode
        os.replace(tmp, out)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return out


def _umask() -> int:
    mask = os.umask(0o22)
    os.umask(mask)
    return mask


def write_atomic(path: str | os.PathLike[str], data: str | bytes) -> Path:
    """Write text (UTF-8) or bytes to ``path`` atomically."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return write_with(path, lambda tmp: Path(tmp).write_bytes(raw))
