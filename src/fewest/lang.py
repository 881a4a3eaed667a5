"""The language a command speaks: ``--lang en|ko`` on any command, else the locale.

The command line is read once, before any command parses it
(:func:`take_option` lifts ``--lang X`` or ``--lang=X`` out of the arguments,
wherever it stands), and :func:`choose` records it for the whole process;
:func:`current` then answers ``ko`` or ``en`` everywhere (the CLI's messages,
``fewest check``'s reports), falling back to the locale (``LC_ALL``,
``LC_MESSAGES`` or ``LANG`` starting with ``ko``).

>>> take_option(["solve", "boj-1697", "--lang", "ko", "5 17"])
(['solve', 'boj-1697', '5 17'], 'ko')
>>> take_option(["check", "--lang=en", "x.py", "--", "--lang", "ko"])
(['check', 'x.py', '--', '--lang', 'ko'], 'en')
>>> from_env({"LANG": "ko_KR.UTF-8"}), from_env({"LC_ALL": "C", "LANG": "ko_KR.UTF-8"})
('ko', 'en')

A sentence a problem or a family declares in English can carry its Korean
(:class:`Said`); any message that quotes it is then said in Korean by :func:`known`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

#: the languages fewest speaks; the first is the default
LANGS = ("en", "ko")

_chosen: str | None = None

#: English sentences with their Korean, as :class:`Said` made them (at most _MOST)
_KNOWN: dict[str, str] = {}
_MOST = 10_000


class BadLanguage(ValueError):
    """``--lang`` named a language fewest does not speak (or was given no value)."""


def from_env(env: Mapping[str, str] | None = None) -> str:
    """``ko`` when the locale is Korean, else ``en`` (the first variable set decides)."""
    env = os.environ if env is None else env
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            return "ko" if value.lower().startswith("ko") else "en"
    return "en"


def choose(lang: str | None) -> None:
    """Record the language asked for on the command line (``None``: the locale's)."""
    global _chosen
    if lang is not None and lang not in LANGS:
        raise BadLanguage(lang)
    _chosen = lang


def current(env: Mapping[str, str] | None = None) -> str:
    """The language asked for with ``--lang``, else the locale's."""
    return _chosen if _chosen is not None else from_env(env)


def take_option(args: Sequence[str]) -> tuple[list[str], str | None]:
    """The arguments without ``--lang X`` / ``--lang=X`` (before a ``--``), and X.

    A ``--lang`` with no value after it, or with a value fewest does not speak,
    raises :class:`BadLanguage` with what was given (``""`` for nothing).

    >>> take_option(["list", "--lang"])
    Traceback (most recent call last):
    ...
    fewest.lang.BadLanguage
    """
    out: list[str] = []
    lang: str | None = None
    rest = list(args)
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg == "--":
            out.extend(rest[i:])
            break
        if arg == "--lang":
            if i + 1 >= len(rest):
                raise BadLanguage("")
            lang = rest[i + 1]
            i += 2
        elif arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
            i += 1
        else:
            out.append(arg)
            i += 1
            continue
        if lang not in LANGS:
            raise BadLanguage(lang)
    return out, lang


class Said(str):
    """English text that knows its Korean (``.ko``): a rule's reason, a refusal.

    It is a ``str`` (the English), so it goes wherever a message goes; once made,
    any line that quotes it is said in Korean by :func:`known`.

    >>> why = Said("the board must hold two coins", "보드에는 동전이 두 개 있어야 합니다")
    >>> why, why.ko
    ('the board must hold two coins', '보드에는 동전이 두 개 있어야 합니다')
    >>> known("p: the board must hold two coins: '..'")
    "p: 보드에는 동전이 두 개 있어야 합니다: '..'"
    """

    ko: str

    def __new__(cls, en: str, ko: str) -> Said:
        said = super().__new__(cls, en)
        said.ko = ko
        if en not in _KNOWN and len(_KNOWN) < _MOST:
            _KNOWN[en] = ko
        return said


def known(line: str) -> str:
    """``line`` with every English sentence a :class:`Said` declared put in Korean
    (the longest first, so that a sentence inside another waits its turn)."""
    for en in sorted((en for en in _KNOWN if en in line), key=len, reverse=True):
        line = line.replace(en, _KNOWN[en])
    return line


def fill(text: str, **values: object) -> str:
    """A catalogue's sentence filled in: ``one|many`` forms pick by ``n``.

    >>> fill("{n} move|{n} moves", n=1), fill("{n} move|{n} moves", n=3)
    ('1 move', '3 moves')
    """
    if "|" in text:
        one, many = text.split("|", 1)
        text = one if values.get("n") == 1 else many
    return text.format(**values)
