"""mkdocs hook: our docstrings' reST habits, shown well in Markdown.

Docstrings hold runnable doctests, written as plain ``>>>`` lines, and name
other objects with Sphinx roles (``:func:`solve```).  In Markdown the first
would run together as one paragraph and the second would show the role.  This
hook adds a small Markdown extension that fences each run of doctest lines
(up to the next blank line) as a ``pycon`` code block and shows a role as
plain code.  mkdocstrings renders docstrings with the site's Markdown
extensions, so the API reference gets both.
"""

from __future__ import annotations

import re
from typing import Any

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

FENCES = ("```", "~~~")
#: a Sphinx cross-reference role: :func:`name`, :meth:`~pkg.Class.name`, ...
ROLE = re.compile(r":(?:py:)?(?:class|func|meth|mod|data|attr|exc|obj|const):`(~?)([^`]+)`")


def plain_role(match: re.Match[str]) -> str:
    """A role as inline code; ``~`` keeps only the last dotted part, as Sphinx does.

    >>> ROLE.sub(plain_role, "see :func:`fewest.solve` and :class:`~fewest.problem.Puzzle`")
    'see `fewest.solve` and `Puzzle`'
    """
    name = match.group(2)
    return f"`{name.rsplit('.', 1)[-1] if match.group(1) else name}`"


def fence_doctests(lines: list[str]) -> list[str]:
    """``lines`` with every unfenced run of doctest lines inside a ``pycon`` fence,
    and roles outside code shown as plain code.

    >>> fence_doctests(["Text.", "", ">>> 1 + 1", "2", "", "More."])
    ['Text.', '', '', '```pycon', '>>> 1 + 1', '2', '```', '', '', 'More.']
    >>> fence_doctests(["```", ">>> x", "```"])
    ['```', '>>> x', '```']
    """
    out: list[str] = []
    fence = ""
    i = 0
    while i < len(lines):
        line = lines[i]
        text = line.lstrip()
        indent = line[: len(line) - len(text)]
        if fence or text.startswith(FENCES):
            if not fence:
                fence = text[:3]
            elif text.startswith(fence):
                fence = ""
            out.append(line)
            i += 1
            continue
        if not text.startswith(">>>"):
            out.append(ROLE.sub(plain_role, line))
            i += 1
            continue
        block: list[str] = []
        while i < len(lines) and lines[i].strip() and lines[i].startswith(indent):
            block.append(lines[i])
            i += 1
        out += ["", indent + "```pycon", *block, indent + "```", ""]
    return out


class DoctestFences(Preprocessor):
    """The preprocessor; it runs before the fenced-code one, so its fences are highlighted."""

    def run(self, lines: list[str]) -> list[str]:
        return fence_doctests(lines)


class DoctestExtension(Extension):
    """Registers :class:`DoctestFences` on a Markdown instance."""

    def extendMarkdown(self, md: Markdown) -> None:
        md.preprocessors.register(DoctestFences(md), "doctest_fences", 40)


def on_config(config: Any) -> Any:
    """Add the extension to the site's Markdown (and so to mkdocstrings')."""
    config["markdown_extensions"].append(DoctestExtension())
    return config
