"""The two mkdocs hooks: pending pages join the nav only once written, and docstrings'
doctests and roles show as code."""

from __future__ import annotations

from pathlib import Path

import markdown

from tests.conftest import ROOT
from tests.docs.examples import load_hook

pending = load_hook(ROOT, "pending")
docstrings = load_hook(ROOT, "docstrings")

NAV = [{"Home": "index.md"}, {"Puzzles": "puzzles.md"},
       {"Guide": [{"Check": "check.md"}, {"Typo": "guide/solvng.md"}]},
       {"Later": [{"Compiled": "compiled.md"}]}]


def test_a_pending_page_joins_the_nav_once_its_file_exists(tmp_path: Path):
    assert pending.present(NAV, tmp_path) == [
        {"Home": "index.md"}, {"Guide": [{"Typo": "guide/solvng.md"}]}]
    (tmp_path / "puzzles.md").write_text("# Puzzles\n")
    (tmp_path / "compiled.md").write_text("# Compiled\n")
    assert pending.present(NAV, tmp_path) == [
        {"Home": "index.md"}, {"Puzzles": "puzzles.md"},
        {"Guide": [{"Typo": "guide/solvng.md"}]}, {"Later": [{"Compiled": "compiled.md"}]}]


def test_a_missing_page_that_is_not_pending_stays_in_the_nav(tmp_path: Path):
    """So the strict build still fails on it."""
    kept = pending.present(NAV, tmp_path)
    assert {"Typo": "guide/solvng.md"} in kept[1]["Guide"]
    assert "guide/solvng.md" not in pending.PENDING


def test_a_star_entry_stands_for_the_pages_it_matches_in_name_order(tmp_path: Path):
    (tmp_path / "puzzles").mkdir()
    nav = [{"Puzzles": [{"Rules": "puzzles.md"}, "puzzles/*.md"]}, {"Home": "index.md"}]
    assert pending.present(nav, tmp_path) == [{"Home": "index.md"}]
    for name in ("pancake.md", "hanoi.md", "notes.txt"):
        (tmp_path / "puzzles" / name).write_text("# x\n")
    assert pending.present(nav, tmp_path) == [
        {"Puzzles": ["puzzles/hanoi.md", "puzzles/pancake.md"]}, {"Home": "index.md"}]


def test_on_config_rewrites_the_nav(tmp_path: Path):
    config = {"nav": NAV, "docs_dir": str(tmp_path)}
    assert pending.on_config(config)["nav"] == pending.present(NAV, tmp_path)


def render(text: str) -> str:
    return markdown.markdown(text, extensions=["pymdownx.superfences",
                                               docstrings.DoctestExtension()])


def test_doctest_lines_become_one_code_block_each():
    html = render("Adds.\n\n>>> 1 + 1\n2\n>>> 'a'\n'a'\n\nAfter.\n")
    assert html.count("<pre>") == 1 and html.count('<span class="gp">&gt;&gt;&gt; </span>') == 2
    assert '<span class="go">2</span>' in html  # the output line, highlighted as output
    assert html.startswith("<p>Adds.</p>") and html.endswith("<p>After.</p>")


def test_indented_doctests_keep_their_indent_and_fenced_ones_are_left_alone():
    lines = ["* item", "", "    >>> x = 1", "    >>> x", "    1", "", "```", ">>> y", "```"]
    out = docstrings.fence_doctests(lines)
    assert out[2:8] == ["", "    ```pycon", "    >>> x = 1", "    >>> x", "    1", "    ```"]
    assert out[-3:] == ["```", ">>> y", "```"]


def test_roles_show_as_code_and_tilde_keeps_the_last_name():
    html = render("Use :func:`fewest.solve`, :meth:`~fewest.problem.Puzzle.successors` "
                  "and :py:class:`Solution`.\n")
    assert html == ("<p>Use <code>fewest.solve</code>, <code>successors</code> "
                    "and <code>Solution</code>.</p>")


def test_on_config_adds_the_extension():
    config: dict = {"markdown_extensions": ["toc"]}
    extensions = docstrings.on_config(config)["markdown_extensions"]
    assert extensions[0] == "toc" and isinstance(extensions[1], docstrings.DoctestExtension)


def test_the_hooks_docstring_examples_hold():
    import doctest

    for module in (pending, docstrings):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__
