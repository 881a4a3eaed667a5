"""The page's words: one catalogue per language, the same keys in each, every key used."""

from __future__ import annotations

import json
import re
from importlib import resources

STATIC = resources.files("fewest.serve").joinpath("static")


def catalogue(code: str) -> dict[str, str]:
    return json.loads(STATIC.joinpath(f"strings-{code}.json").read_text("utf-8"))


def test_every_language_has_the_same_keys() -> None:
    english, korean = catalogue("en"), catalogue("ko")
    assert set(english) == set(korean), sorted(set(english) ^ set(korean))


def test_placeholders_agree_between_languages() -> None:
    english, korean = catalogue("en"), catalogue("ko")
    for key, text in english.items():
        assert set(re.findall(r"\{\w+\}", text)) == set(re.findall(r"\{\w+\}", korean[key])), key


def test_korean_catalogue_is_translated() -> None:
    english, korean = catalogue("en"), catalogue("ko")
    same = [k for k, v in english.items() if not k.endswith(("._section", "._end")) and v == korean[k]
            and re.search(r"[A-Za-z]{3}", v)]
    assert not same, f"untranslated: {same[:10]}"
