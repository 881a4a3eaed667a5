"""The examples of a Markdown page, read so that tests can run them.

A page shows three kinds of example, each checked by running it:

* a ``console`` block: lines ``$ fewest ...`` each followed by what the
  command prints (stdout and stderr, as a terminal shows them); it is run
  through the CLI in-process;
* a ``python`` block: run as it stands; when a ``text`` block follows it, the
  output must be that text (``...`` matches anything, as in doctests);
* an ``sh`` block is not run (commands that set up, serve or take minutes).

Times (``0.123 s``, ``1.7초``) and rates (``1,665 nodes/s``, ``5.0 tests/s``,
``초당 4.7개``) differ from run to run and are compared as placeholders.  Every
example runs as a first use would: in an empty folder, with an empty table
cache (:func:`first_use`), so what it prints does not depend on the tables
other tests have built.

A console example that reads files (a judge solution for ``fewest check``, a
judge's input for ``fewest solve``) names them in an HTML comment on the line
right before its block, paths from the repository's root; a folder stands for
the files in it, and ``PATH=NAME`` copies a file under another name.  They are
copied into the empty folder before each command, and the rendered page does
not show the comment::

    <!-- files: tests/check/corpus/boj-1525/bug_wrap.py docs/examples/check -->
    ```console
    $ fewest check boj-1525 bug_wrap.py
    ```

A ``#`` starts a comment in a command line, as in a shell.
"""

from __future__ import annotations

import contextlib
import doctest
import importlib.util
import io
import re
import shlex
import shutil
import textwrap
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

ROOT = Path(__file__).resolve().parents[2]
FENCE = re.compile(r"^( *)```(\S*)[^\n]*\n(.*?)^\1```[ \t]*$", re.S | re.M)
FILES = re.compile(r"<!-- files: ([^>]*?) -->[ \t]*\n[ \t]*\Z")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)[^)]*\)")
#: (pattern, placeholder): what differs from run to run
PLACEHOLDERS = [
    (re.compile(r"\b\d+(?:\.\d+)? s\b"), "<time> s"),
    (re.compile(r"\b[\d,]+(?:\.\d+)? (nodes|tests)/s\b"), r"<rate> \1/s"),
    (re.compile(r"초당 [\d,]+(?:\.\d+)?개"), "초당 <rate>개"),
    (re.compile(r"\b\d+(?:\.\d+)?초"), "<time>초"),
]
CHECKER = doctest.OutputChecker()


@dataclass(frozen=True)
class Block:
    """One fenced code block: its language, its text, the line where it starts and the
    files its commands read (the ``<!-- files: ... -->`` line before it)."""

    lang: str
    text: str
    line: int
    files: tuple[str, ...] = ()


def blocks(page: str) -> list[Block]:
    """Every fenced block of ``page``, in order (indented ones dedented)."""
    out = []
    for m in FENCE.finditer(page):
        before = FILES.search(page, 0, m.start())
        out.append(Block(m.group(2), textwrap.dedent(m.group(3)),
                         page.count("\n", 0, m.start()) + 1,
                         tuple(before.group(1).split()) if before else ()))
    return out


def files_at(page: str, line: int) -> tuple[str, ...]:
    """The files named for the block that holds ``line`` of ``page``."""
    held = [b for b in blocks(page) if b.line < line <= b.line + b.text.count("\n")]
    return held[0].files if held else ()


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


def first_use(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
              files: tuple[str, ...] = ()) -> None:
    """Run the next example in ``tmp_path``, with an empty cache on disk and in memory,
    after copying ``files`` there (paths from the repository's root: a folder's files, or
    ``PATH=NAME``, a file under another name)."""
    from fewest import tablecache

    for entry in files:
        name, _, rename = entry.partition("=")
        source = ROOT / name
        assert source.exists(), f"an example names {name}, which is not in the repository"
        if source.is_dir():
            shutil.copytree(source, tmp_path, dirs_exist_ok=True)
        else:
            shutil.copy(source, tmp_path / (rename or source.name))
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
    words = shlex.split(command, comments=True)
    assert words[0] == "fewest", f"a console example runs fewest, not {words[0]!r}"
    result = CliRunner().invoke(app, words[1:], prog_name="fewest")
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def same_output(shown: str, printed: str) -> bool:
    """Whether ``printed`` is what the page shows, up to times, rates and ``...``."""
    def norm(text: str) -> str:
        for pattern, placeholder in PLACEHOLDERS:
            text = pattern.sub(placeholder, text)
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
