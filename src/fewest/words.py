"""Small wording helpers, so every message counts, articles and rounds the same way.

>>> plural(1, "board"), plural(379649, "state"), plural(2, "match", "matches")
('1 board', '379,649 states', '2 matches')
>>> article("8x8"), article("4x4"), article("11x11"), article("18-puzzle")
('an 8x8', 'a 4x4', 'an 11x11', 'an 18-puzzle')
>>> seconds_up(3.01), seconds_up(12.2), seconds_up(0.042)
('3.1', '13', '0.042')
"""

from __future__ import annotations

import math


def number(count: int) -> str:
    """An integer with thousands separators: ``379,649``.

    >>> number(1234567)
    '1,234,567'
    """
    return f"{count:,}"


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    """``count`` and the noun in the form it takes (``s`` added unless given)."""
    word = singular if count == 1 else (plural_form or singular + "s")
    return f"{number(count)} {word}"


def article(text: str) -> str:
    """``text`` after "a" or "an", as it is said: a number is read aloud, so
    "an 8x8", "an 11x11", "an 18000-state table" but "a 1x8", "a 4x4".

    >>> article("apple"), article("board"), article("80x2"), article("1800")
    ('an apple', 'a board', 'an 80x2', 'a 1800')
    """
    digits = ""
    for ch in text:
        if not ch.isdigit():
            break
        digits += ch
    if digits:
        # the first group of (up to) three digits is what is spoken first
        lead = digits[: len(digits) % 3 or 3]
        vowel = lead.startswith("8") or lead in ("11", "18")
    else:
        vowel = text[:1].lower() in ("a", "e", "i", "o", "u")
    return f"{'an' if vowel else 'a'} {text}"


def seconds_up(value: float) -> str:
    """``value`` rounded *up* to two significant digits, for estimates quoted beside
    a limit: an estimate over the limit then never reads as equal to it.

    >>> seconds_up(40.0), seconds_up(2.99), seconds_up(0)
    ('40', '3', '0')
    """
    if value <= 0:
        return "0"
    exp = math.floor(math.log10(value)) - 1  # the place of the second digit
    shown = math.ceil(round(value / 10.0**exp, 9)) * 10.0**exp
    if exp >= 0:
        return str(round(shown))
    return f"{shown:.{-exp}f}".rstrip("0").rstrip(".")


def one_line(text: str, limit: int = 300) -> str:
    """``text`` as one line of at most ``limit`` characters (an error message that
    quotes a long input never floods a terminal or a log).

    >>> one_line("a\\nb"), one_line("x" * 400)[-5:], len(one_line("x" * 400))
    ('a / b', 'xx...', 300)
    """
    flat = " / ".join(part for part in text.splitlines() if part.strip()) or text.strip()
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."
