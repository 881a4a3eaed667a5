"""The documentation pages: every example runs and prints what the page shows, every link
lands on a page of the site, and the site needs no network."""

from __future__ import annotations

from collections.abc import Callable
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import ROOT
from tests.docs.examples import (
    blocks,
    console_examples,
    files_at,
    first_use,
    pending_pages,
    python_examples,
    relative_links,
    run_console,
    run_python,
    same_output,
)

DOCS = ROOT / "docs"
#: pages whose examples take seconds: ``fewest check`` compiles C++ and runs a program on
#: many cases, and compiled.md compiles numba kernels for a user's own puzzle (minutes on a
#: cold numba cache); their examples run in the slow lane
SLOW_PAGES = sorted([DOCS / "compiled.md", DOCS / "check.md", DOCS / "check.ko.md"])
#: pages whose examples have a test file of their own (puzzles.md: test_puzzles_page.py)
OWN_TESTS = [DOCS / "puzzles.md"]
#: pages other branches are editing now; their tests come with them
ELSEWHERE: list[Path] = []
#: every other page of the site: its examples run in the default lane
PAGES = sorted(set(DOCS.rglob("*.md")) - set(SLOW_PAGES) - set(OWN_TESTS) - set(ELSEWHERE))
LANGS = {"console", "python", "text", "sh", "json", "toml"}


def name(page: Path) -> str:
    return page.relative_to(DOCS).as_posix()


def examples(kind: Callable[[str], list[Any]], pages: list[Path] = PAGES) -> list[Any]:
    """One test case per example of every page, named by page and line."""
    out = []
    for page in pages:
        for example in kind(page.read_text()):
            line = example[0].line if kind is python_examples else example[0]
            out.append(pytest.param(page, *example, id=f"{name(page)}:{line}"))
    return out


@pytest.mark.parametrize("page", PAGES + SLOW_PAGES + OWN_TESTS, ids=name)
def test_every_block_is_run_or_is_plain_text(page):
    """A ``text`` block is the output of the python block before it, or a message or a
    diagram; ``sh``, ``json`` and ``toml`` blocks are not run (commands that take minutes,
    serve or need an install, and data).  Only a console block reads files."""
    found = blocks(page.read_text())
    for block in found:
        assert block.lang in LANGS, f"{name(page)} line {block.line}: ```{block.lang}"
        assert not block.files or block.lang == "console", (
            f"{name(page)} line {block.line}: files named for a ```{block.lang} block")
    assert all(b.lang != "python" or b.text.strip() for b in found)


def test_every_page_set_apart_exists():
    """A new page joins PAGES by being written; a page set apart from it must exist, or
    a renamed page would drop out of every test here."""
    for page in SLOW_PAGES + OWN_TESTS + ELSEWHERE:
        assert page.is_file(), f"{name(page)} is listed but missing"


@pytest.mark.parametrize(("page", "block", "shown"), examples(python_examples))
def test_python_example_prints_what_the_page_shows(page, block, shown, tmp_path, monkeypatch):
    first_use(tmp_path, monkeypatch)
    printed = run_python(block.text)
    if shown is not None:
        assert same_output(shown.text, printed), f"{name(page)} line {block.line}:\n{printed}"


@pytest.mark.slow
@pytest.mark.parametrize(("page", "block", "shown"), examples(python_examples, SLOW_PAGES))
def test_slow_python_example_runs_and_prints_what_the_page_shows(page, block, shown, tmp_path,
                                                                 monkeypatch):
    """Every snippet of the compiled-puzzle guide runs as it stands (imports included)."""
    first_use(tmp_path, monkeypatch)
    printed = run_python(block.text)
    if shown is not None:
        assert same_output(shown.text, printed), f"{name(page)} line {block.line}:\n{printed}"


@pytest.mark.parametrize(("page", "line", "command", "shown"), examples(console_examples))
def test_console_example_prints_what_the_page_shows(page, line, command, shown, tmp_path,
                                                    monkeypatch):
    check_console(page, line, command, shown, tmp_path, monkeypatch)


@pytest.mark.slow
@pytest.mark.parametrize(("page", "line", "command", "shown"),
                         examples(console_examples, SLOW_PAGES))
def test_slow_console_example_prints_what_the_page_shows(page, line, command, shown, tmp_path,
                                                         monkeypatch):
    """``fewest check`` runs real programs (the corpus's, compiled when C++) on many cases."""
    check_console(page, line, command, shown, tmp_path, monkeypatch)


def check_console(page: Path, line: int, command: str, shown: str, tmp_path: Path,
                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Run one command of a page in an empty folder holding the files its block names."""
    first_use(tmp_path, monkeypatch, files_at(page.read_text(), line))
    code, printed = run_console(command)
    assert code != 4, f"{name(page)} line {line}: internal error\n{printed}"
    assert same_output(shown, printed), f"{name(page)} line {line} printed:\n{printed}"


def nav_pages(nav: list[Any]) -> list[str]:
    out: list[str] = []
    for entry in nav:
        target = next(iter(entry.values())) if isinstance(entry, dict) else entry
        out += nav_pages(target) if isinstance(target, list) else [target]
    return out


def config() -> dict[str, Any]:
    """mkdocs.yml as plain data (it uses no Python tags, so safe_load reads it)."""
    return yaml.safe_load((ROOT / "mkdocs.yml").read_text())


def test_every_page_here_is_in_the_nav_and_every_nav_entry_is_a_page_or_pending():
    listed = nav_pages(config()["nav"])
    pending = pending_pages(ROOT)
    patterns = [entry for entry in listed if "*" in entry]  # problems/*.md: every page
    patterns += config().get("not_in_nav", "").split()  # check.ko.md: linked from check.md
    for page in PAGES + SLOW_PAGES + OWN_TESTS + ELSEWHERE:
        assert name(page) in listed or any(fnmatch(name(page), p) for p in patterns), (
            f"{name(page)} is not in mkdocs.yml's nav")
    for entry in listed:
        if "*" not in entry:  # a pattern stands for the pages it matches, if any
            assert (DOCS / entry).is_file() or entry in pending, f"nav names a missing {entry}"
    assert pending <= set(listed), "a pending page joins the site through the nav"


@pytest.mark.parametrize("page", PAGES + SLOW_PAGES + OWN_TESTS, ids=name)
def test_links_land_on_files_of_the_site(page):
    """The strict mkdocs build checks this too; here it fails in ``make test`` already."""
    pending = pending_pages(ROOT)
    for target in relative_links(page.read_text()):
        path = (page.parent / target).resolve()
        assert path.is_relative_to(DOCS), f"{name(page)} links {target}, outside the site"
        assert path.is_file() or path.relative_to(DOCS).as_posix() in pending, \
            f"{name(page)} links {target}, which does not exist"


def test_the_site_needs_no_network():
    """No web fonts fetched at build time, no script or style from elsewhere."""
    cfg = config()
    assert cfg["theme"]["font"] is False
    for key in ("extra_javascript", "extra_css"):
        assert not [u for u in cfg.get(key, []) if "//" in str(u)], key
