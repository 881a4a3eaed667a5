"""The default memory cap of a compiled search: a search may take a share of the memory
free when it starts (:data:`MEMORY_SHARE`), or what ``FEWEST_MEMORY_CAP`` says
(``4G``; ``0`` for no cap); reaching it is a clean ``max_states`` limit.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from fewest.errors import InvalidPuzzleError, SearchLimitError

if TYPE_CHECKING:
    from fewest.problem import SearchStats

#: the share of the free memory one search may take by default
MEMORY_SHARE = 0.5


def _parse_bytes(text: str) -> int:
    """``"2G"`` -> 2 GiB; ``"0"`` -> 0 (no cap).

    >>> _parse_bytes("512M"), _parse_bytes("1.5K"), _parse_bytes("0")
    (536870912, 1536, 0)
    """
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
    t = text.strip().upper().removesuffix("B").removesuffix("I")
    scale = units.get(t[-1:], 1)
    number = t[:-1] if t[-1:] in units else t
    try:
        value = int(float(number) * scale)
    except ValueError:
        raise InvalidPuzzleError(
            f"FEWEST_MEMORY_CAP must be bytes, or a number with K, M or G, got {text!r}"
        ) from None
    if value < 0:
        raise InvalidPuzzleError(f"FEWEST_MEMORY_CAP must not be negative, got {text!r}")
    return value


def available_bytes() -> int | None:
    """The memory the system could give now (``MemAvailable``), or ``None`` if unknown."""
    try:
        with open("/proc/meminfo") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    try:
        return int(os.sysconf("SC_AVPHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (ValueError, OSError, AttributeError):
        return None


def resident_bytes() -> int:
    """This process's resident memory now (0 where it cannot be read)."""
    try:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def gib(n: float) -> str:
    """``n`` bytes in GiB or MiB, for messages.

    >>> gib(3 << 30), gib(5 << 20)
    ('3.0 GiB', '5 MiB')
    """
    return f"{n / (1 << 30):.1f} GiB" if n >= 1 << 30 else f"{n / (1 << 20):.0f} MiB"


class MemoryCap:
    """How much more memory one search may take (see the module notes)."""

    def __init__(self) -> None:
        text = os.environ.get("FEWEST_MEMORY_CAP")
        self.base = resident_bytes()
        if text is not None:
            self.cap: int | None = _parse_bytes(text) or None
            self.why = "set by FEWEST_MEMORY_CAP"
        else:
            free = available_bytes()
            self.cap = None if free is None else int(free * MEMORY_SHARE)
            self.why = (f"the default, half the {gib(free or 0)} free when it started; "
                        f"FEWEST_MEMORY_CAP sets another")

    def check(self, extra: int, stored: int, stats: SearchStats, expanded: int) -> None:
        """Raise a ``max_states`` limit when the search's memory plus ``extra`` more
        bytes would pass the cap."""
        if self.cap is None:
            return
        used = max(0, resident_bytes() - self.base)
        if used + extra <= self.cap:
            return
        stats.expanded = expanded
        stats.peak_stored = max(stats.peak_stored, stored)
        raise SearchLimitError(
            f"memory cap {gib(self.cap)} reached with {stored:,} states stored "
            f"({gib(used)} used, {gib(extra)} more needed; {self.why}) after "
            f"{expanded:,} expansions", reason="max_states", stats=stats)
