"""The ``--output`` file: one JSON result per line, appended as each finishes.

Safe against interruption and against running twice:

* each result is written with a single ``os.write`` on a descriptor opened
  with ``O_APPEND``, then ``fdatasync``: a line is either wholly on disk or
  not there at all (Ctrl+C cannot split one ``write`` call);
* on opening, a trailing partial line (a power cut or ``kill -9`` in the
  middle of a write) is cut off, and the results already there are read
  back, so the batch resumes where it stopped;
* the file is locked (``flock``) while a batch writes it, so two runs cannot
  append to it at once, and a line number already present is never written
  again: duplicates never appear.

>>> import tempfile, os
>>> path = os.path.join(tempfile.mkdtemp(), "out.jsonl")
>>> with ResultFile(path) as out:
...     out.append({"line": 2, "length": 5})
True
>>> with open(path, "ab") as fh:
...     _ = fh.write(b'{"line": 3, "len')          # a write cut short
>>> with ResultFile(path) as out:
...     sorted(out.done), out.append({"line": 2, "length": 5})
([2], False)
>>> open(path).read()
'{"line": 2, "length": 5}\\n'
"""

from __future__ import annotations

import json
import os
from types import TracebackType
from typing import Any

from fewest.errors import InvalidPuzzleError


def _lock(fd: int, path: str) -> None:
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: no advisory lock
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise InvalidPuzzleError(
            f"--output {path!r} is being written by another running batch"
        ) from None


def _sync(fd: int) -> None:
    getattr(os, "fdatasync", os.fsync)(fd)


class ResultFile:
    """An append-only JSON-lines file of batch results, keyed by ``"line"``.

    ``done`` maps each line number already in the file to its result.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        try:
            self.fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
        except OSError as exc:
            raise InvalidPuzzleError(f"cannot open --output {path!r}: {exc.strerror}") from None
        try:
            _lock(self.fd, path)
            self.done: dict[int, dict[str, Any]] = self._read()
        except BaseException:
            os.close(self.fd)
            raise

    def _read(self) -> dict[int, dict[str, Any]]:
        size = os.fstat(self.fd).st_size
        data = os.pread(self.fd, size, 0) if size else b""
        end = data.rfind(b"\n") + 1
        if end < len(data):  # a partial last line: never completed, so drop it
            os.ftruncate(self.fd, end)
            _sync(self.fd)
        done: dict[int, dict[str, Any]] = {}
        for k, raw in enumerate(data[:end].splitlines(), start=1):
            if not raw.strip():
                continue
            try:
                item = json.loads(raw)
            except ValueError:
                item = None
            if not isinstance(item, dict) or type(item.get("line")) is not int:
                raise InvalidPuzzleError(
                    f"--output {self.path!r} line {k} is not a fewest result: "
                    f"{raw[:60].decode(errors='replace')!r}"
                )
            done.setdefault(item["line"], item)
        return done

    def append(self, result: dict[str, Any]) -> bool:
        """Write ``result`` as one line unless its line number is already done.

        Returns whether it was written.
        """
        number = result["line"]
        if number in self.done:
            return False
        data = (json.dumps(result) + "\n").encode()
        written = os.write(self.fd, data)
        if written != len(data):  # pragma: no cover - a full disk
            raise OSError(f"short write to {self.path!r} ({written} of {len(data)} bytes)")
        _sync(self.fd)
        self.done[number] = result
        return True

    def close(self) -> None:
        """Close the file (and release its lock)."""
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def __enter__(self) -> ResultFile:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
