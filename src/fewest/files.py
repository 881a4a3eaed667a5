"""Atomic file writes (pictures, plots, pages): a temp file beside the target, then
``os.replace``, so a reader never sees half a file; the file gets the usual
mode (``0o666`` less the umask).  Renderers reach it as :mod:`fewest.render.files`.

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


def check_target(path: str | os.PathLike[str]) -> Path:
    """``path`` as a :class:`Path`, or a one-line :class:`InvalidPuzzleError` when
    it cannot be written: its folder does not exist, or it is a folder itself.

    >>> check_target(tempfile.gettempdir())  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: cannot write '...': it is a folder; give a file name
    """
    out = Path(path)
    folder = out.parent if str(out.parent) else Path(".")
    if out.is_dir():
        raise InvalidPuzzleError(f"cannot write {str(out)!r}: it is a folder; give a file name")
    if not folder.is_dir():
        raise InvalidPuzzleError(
            f"cannot write {str(out)!r}: folder {str(folder)!r} does not exist"
        )
    return out


def write_with(path: str | os.PathLike[str], write: Callable[[str], object]) -> Path:
    """Call ``write(tmp_path)`` then move the temp file onto ``path``; never a half file.

    The file gets the usual mode (``0o666`` less the umask), not ``mkstemp``'s
    0600; a target that cannot be written is refused first (:func:`check_target`).
    """
    out = check_target(path)
    folder = out.parent if str(out.parent) else Path(".")
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
