"""The examples of a Markdown page, read so that tests can run them.

A page shows three kinds of example, each checked by running it:

* a ``console`` block: lines ``$ fewest ...`` each followed by what the
  command prints (stdout and stderr, as a terminal shows them); it is run
  through the CLI in-process;
* a ``python`` block: run as it stands; when a ``text`` block follows it, the
  output must be that text (``...`` matches anything, as in doctests);
* an ``sh`` block is not run (commands that set up, serve or take minutes).

Times (``0.123 s``) and rates (``1,665 nodes/s``) differ from run to run and
are compared as placeholders.  Every example runs as a first use would: in an
empty folder, with an empty table cache (:func:`first_use`), so what it prints
does not depend on the tables other tests have built.
"""

from __future__ import annotations

import contextlib
import doctest
import importlib.util
import io
import re
import shlex
import textwrap
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

FENCE = re.compile(r"^( *)```(\S*)[^\n]*\n(.*?)^\1```[ \t]*$", re.S | re.M)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)[^)]*\)")
TIME = re.compile(r"\b\d+(?:\.\d+)? s\b")
RATE = re.compile(r"\b[\d,]+(?:\.\d+)? nodes/s\b")
CHECKER = doctest.OutputChecker()


@dataclass(frozen=True)
class Block:
    """One fenced code block: its language, its text and the line where it starts."""

    lang: str
    text: str
    line: int


def blocks(page: str) -> list[Block]:
    """Every fenced block of ``page``, in order (indented ones dedented)."""
    return [Block(m.group(2), textwrap.dedent(m.group(3)), page.count("\n", 0, m.start()) + 1)
            for m in FENCE.finditer(page)]


def python_examples(page: str) -> list[tuple[Block, Block | None]]:
    """Each ``python`` block with the ``text`` block right after it (``None`` if none)."""
    found = blocks(page)
    out = []
    for i, block in enumerate(found):
        if block.lang == "python":
            after = found[i + 1] if i + 1 < len(found) else None
            out.append((block, after if after is not None and after.lang == "text" else None))
    return out


def console_examples(page: str) -> list[tuple[int, str, str]]:
    """Each ``$ command`` of the ``console`` blocks: (line, command, the output shown)."""
    out: list[tuple[int, str, str]] = []
    for block in blocks(page):
        if block.lang != "console":
            continue
        for offset, line in enumerate(block.text.splitlines()):
            if line.startswith("$ "):
                out.append((block.line + 1 + offset, line[2:], ""))
            elif not out or out[-1][0] < block.line:
                raise AssertionError(f"line {block.line + 1 + offset}: output before a command")
            else:
                where, command, shown = out[-1]
                out[-1] = (where, command, shown + line + "\n")
    return out


def first_use(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run the next example in ``tmp_path``, with an empty cache on disk and in memory."""
    from fewest import tablecache

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path / "cache"))
    tablecache.forget()


def run_python(code: str) -> str:
    """What ``code`` prints, run in a fresh namespace."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "<example>", "exec"), {"__name__": "__example__"})
    return out.getvalue()


def run_console(command: str) -> tuple[int, str]:
    """Run one ``fewest ...`` command line in-process: (exit code, what a terminal shows).

    The output is stdout and stderr as they interleave; an exception other than
    the exit itself fails (a traceback is never what a page shows).
    """
    words = shlex.split(command)
    assert words[0] == "fewest", f"a console example runs fewest, not {words[0]!r}"
    result = CliRunner().invoke(app, words[1:], prog_name="fewest")
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def same_output(shown: str, printed: str) -> bool:
    """Whether ``printed`` is what the page shows, up to times, rates and ``...``."""
    def norm(text: str) -> str:
        text = RATE.sub("<rate> nodes/s", TIME.sub("<time> s", text))
        return "\n".join(line.rstrip() for line in text.strip("\n").splitlines()) + "\n"
    return CHECKER.check_output(norm(shown), norm(printed), doctest.ELLIPSIS)


def relative_links(page: str) -> list[str]:
    """The targets of the page's links and images that are files of this repository."""
    return [target.split("#")[0] for target in LINK.findall(page)
            if not re.match(r"[a-z][a-z0-9+.-]*:|#", target)]


def load_hook(root: Path, name: str) -> ModuleType:
    """One of the site's mkdocs hooks (``docs/_hooks/NAME.py``), imported by its path."""
    spec = importlib.util.spec_from_file_location(name, root / "docs/_hooks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pending_pages(root: Path) -> frozenset[str]:
    """The docs pages other branches are writing (the mkdocs hook's list)."""
    return frozenset(load_hook(root, "pending").PENDING)
