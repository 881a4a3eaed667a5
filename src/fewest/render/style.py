"""Colours for roles and marks, shared by every renderer (no family names here).

A role not listed gets a stable colour derived from its name, so a user
puzzle may invent roles freely.

>>> fill("tile"), fill("made-up-role") == fill("made-up-role")
('#f4d58d', True)
>>> ink("blank")
'#555555'
"""

from __future__ import annotations

import hashlib

#: role -> (fill, text colour)
ROLES: dict[str, tuple[str, str]] = {
    "tile": ("#f4d58d", "#222222"),
    "blank": ("#e8e8e8", "#555555"),
    "empty": ("#f4f4f4", "#888888"),
    "gone": ("#dfe9df", "#888888"),
    "square": ("#fbfbf7", "#444444"),
    "finish": ("#9fd3a0", "#123312"),
    "ladder-foot": ("#b7e4c7", "#1b4332"),
    "ladder-head": ("#d8f3dc", "#1b4332"),
    "snake-head": ("#f4a6a6", "#641e16"),
    "snake-tail": ("#fadbd8", "#641e16"),
    "card-down": ("#a9c7ea", "#1d3557"),
    "card-up": ("#ffe066", "#222222"),
    "wall": ("#495057", "#f8f9fa"),
    # a wall the walk broke: rubble, lighter than a wall and warmer than a floor
    "broken-wall": ("#c8b6a6", "#3d2b1f"),
    # balls named by their colour, and the hole they fall in
    "red": ("#d62828", "#ffffff"),
    "blue": ("#1d4ed8", "#ffffff"),
    "hole": ("#212529", "#f8f9fa"),
    # cube stickers by face, in the Western colour scheme
    "sticker-U": ("#ffffff", "#222222"),
    "sticker-R": ("#c41e3a", "#ffffff"),
    "sticker-F": ("#009e60", "#ffffff"),
    "sticker-D": ("#ffd500", "#222222"),
    "sticker-L": ("#ff5800", "#222222"),
    "sticker-B": ("#0051ba", "#ffffff"),
}
#: mark -> outline colour
MARKS: dict[str, str] = {
    "cursor": "#d62828",
    "piece": "#6a040f",
    "home": "#2d6a4f",
}
#: marks too subtle for plain text (drawn only in colour)
QUIET_MARKS = frozenset({"home"})
HIGHLIGHT = "#e76f51"
PATH = "#264653"
BACKGROUND = "#ffffff"
FRAME_TEXT = "#222222"


def _derived(name: str) -> str:
    h = hashlib.sha1(name.encode()).digest()
    # pale colours: each channel in 170..250
    return "#" + "".join(f"{170 + b % 80:02x}" for b in h[:3])


def fill(role: str) -> str:
    """The fill colour of a cell with ``role``."""
    return ROLES[role][0] if role in ROLES else _derived(role)


def ink(role: str) -> str:
    """The text colour of a cell with ``role``."""
    return ROLES[role][1] if role in ROLES else "#222222"


def mark_colour(mark: str) -> str:
    """The outline colour for ``mark``."""
    return MARKS.get(mark, "#333333")


def rgb(colour: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` as a tuple.

    >>> rgb("#ff0080")
    (255, 0, 128)
    """
    c = colour.lstrip("#")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)
