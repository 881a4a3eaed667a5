"""The server's own messages in the page's languages, from the pages' own catalogues.

The words live in one catalogue per language, ``static/strings-en.json`` and
``static/strings-ko.json``, which the pages read too; the server's messages
are its ``server.*`` keys.  :func:`language` picks a request's language (a
``lang`` query parameter, else the first English or Korean tag of
``Accept-Language`` by quality, else English).  A check that refuses a request
raises :class:`Refusal`, an :class:`~fewest.errors.InvalidPuzzleError` whose
text is the English message (so the CLI, batch lines and the API still agree),
and which :meth:`Refusal.text` says in any language.  A message that is not
the server's own (a family's board error, a method's refusal) comes inside a
translated frame (:func:`framed`), its sentences said by :mod:`fewest.korean`.

>>> say("ko", "server.bad_json", reason="Expecting value", line=1, column=2, body="'{'")
"요청 본문이 올바른 JSON이 아닙니다: Expecting value (1행 2열): '{'"
>>> language_of("ko-KR,ko;q=0.9,en;q=0.8"), language_of("fr, en;q=0.5, ko;q=0.4"), language_of("")
('ko', 'en', 'en')
>>> framed("ko", "unknown puzzle 'x'")
"요청을 받아들일 수 없습니다: 알 수 없는 퍼즐 'x'"
>>> framed("en", "unknown puzzle 'x'")
"unknown puzzle 'x'"
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.korean import korean

#: the languages the catalogues hold; the first is the default
LANGUAGES = ("en", "ko")


@cache
def catalogue(code: str) -> dict[str, str]:
    """One language's catalogue (the same file the pages load)."""
    path = resources.files("fewest.serve").joinpath("static", f"strings-{code}.json")
    words: dict[str, str] = json.loads(path.read_text("utf-8"))
    return words


def say(code: str, key: str, **values: Any) -> str:
    """The message ``key`` in language ``code`` (English when that catalogue lacks it),
    with each ``{name}`` filled from ``values``."""
    words = catalogue(code if code in LANGUAGES else LANGUAGES[0])
    text = words.get(key) or catalogue(LANGUAGES[0]).get(key, key)
    for name, value in values.items():
        text = text.replace("{" + name + "}", str(value))
    return text


def language_of(accept: str, asked: str | None = None) -> str:
    """The language for an ``Accept-Language`` header and a ``lang`` parameter."""
    if asked in LANGUAGES:
        return str(asked)
    tags = []
    for order, part in enumerate(accept.split(",")):
        tag, _, rest = part.strip().partition(";")
        quality = 1.0
        if rest.strip().startswith("q="):
            try:
                quality = float(rest.strip()[2:])
            except ValueError:
                quality = 0.0
        tags.append((-quality, order, tag.strip().lower().split("-")[0]))
    for _q, _order, base in sorted(tags):
        if base in LANGUAGES:
            return base
    return LANGUAGES[0]


def language(scope: Any) -> str:
    """The language of an ASGI request (its ``scope``): ``?lang=``, else Accept-Language."""
    headers = dict(scope.get("headers") or [])
    accept = headers.get(b"accept-language", b"").decode("latin-1")
    asked = None
    for pair in scope.get("query_string", b"").decode("latin-1").split("&"):
        name, _, value = pair.partition("=")
        if name == "lang":
            asked = value
    return language_of(accept, asked)


#: a clause of a message that points to a command-line flag: ``; `-f number` prints the count``
CLI_CLAUSE = re.compile(r"[;,]\s*[^;,.(]*`-[^`]+`[^;(]*?(?=\s*\(|;|$)")


def for_pages(message: str) -> str:
    """A message as a page shows it: a clause pointing to a command-line flag is left out
    (a page has no flags to give).

    >>> for_pages("too many to list (at most 9 moves); `-f number` prints the count")
    'too many to list (at most 9 moves)'
    >>> for_pages("too many; `-f number` prints the count (0 expanded, 0.00 s)")
    'too many (0 expanded, 0.00 s)'
    >>> for_pages("limit reached: the distance is at least 3")
    'limit reached: the distance is at least 3'
    """
    return CLI_CLAUSE.sub("", message)


def framed(code: str, detail: str) -> str:
    """A message that is not the server's own (English) inside the language's frame,
    its sentences said in that language where :mod:`fewest.korean` knows them."""
    return detail if code == LANGUAGES[0] else say(code, "server.refused",
                                                   detail=korean(detail))


#: the fields of a reply that hold a sentence (``why``: a computed answer's reason)
SENTENCES = ("error", "message", "why")
#: a comparison row's status that carries a sentence: ``not applicable: <why>``
NOT_APPLICABLE = "not applicable: "


def spoken(code: str, body: dict[str, Any]) -> dict[str, Any]:
    """A reply's sentences in language ``code``: its ``error``, ``message`` and ``why``, and the
    reason of each comparison row that does not apply (the status word itself stays
    the API's).  Said in the worker, where every problem's own Korean is declared.

    >>> spoken("ko", {"status": "invalid", "message": "unknown puzzle 'x'"})["message"]
    "알 수 없는 퍼즐 'x'"
    >>> row = {"algorithm": "x", "status": "not applicable: method 'x' does not apply to y: z"}
    >>> spoken("ko", {"algorithms": [row]})["algorithms"][0]["status"]
    "not applicable: 방법 'x'은(는) y에 쓸 수 없습니다: z"
    >>> spoken("en", {"message": "unknown puzzle 'x'"})["message"]
    "unknown puzzle 'x'"
    """
    if code != "ko":
        return body
    out = {k: korean(v) if k in SENTENCES and isinstance(v, str) else v
           for k, v in body.items()}
    rows = body.get("algorithms")
    if isinstance(rows, list):
        out["algorithms"] = [_row(row) for row in rows]
    return out


def _row(row: Any) -> Any:
    status = row.get("status") if isinstance(row, dict) else None
    if not isinstance(status, str) or not status.startswith(NOT_APPLICABLE):
        return row
    return dict(row, status=NOT_APPLICABLE + korean(status[len(NOT_APPLICABLE):]))


def known(code: str, english: str) -> str:
    """``english`` in language ``code`` when it is one of the server's fixed messages
    (another's English words, or an English message with details, get the frame).

    >>> known("ko", "the client went away"), known("ko", "Method Not Allowed")
    ('클라이언트가 연결을 끊었습니다', '이 주소는 이 메서드를 받지 않습니다')
    """
    if code != LANGUAGES[0]:
        for key, text in catalogue(LANGUAGES[0]).items():
            if text == english and key.startswith("server."):
                return say(code, key)
    return framed(code, english)


class Refusal(InvalidPuzzleError):
    """A request the server's checks refuse, in the catalogue's words.

    >>> exc = Refusal("server.view_flag", given="1")
    >>> str(exc), exc.text("ko")
    ('"view" must be true or false, got 1', '"view"는 true 또는 false여야 합니다. 받은 값: 1')
    """

    def __init__(self, key: str, **values: Any) -> None:
        self.key = key
        self.values = values
        super().__init__(say(LANGUAGES[0], key, **values))

    def text(self, code: str) -> str:
        """The message in language ``code``."""
        return say(code, self.key, **self.values)


def message(exc: InvalidPuzzleError, code: str) -> str:
    """A refusal's message in language ``code``: the server's own words when it has
    them, else the English text inside the frame."""
    return exc.text(code) if isinstance(exc, Refusal) else framed(code, str(exc))
