"""The README is a short front page, and every example in it prints what it shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.docs import examples as ex

README = (ROOT / "README.md").read_text()


def test_readme_is_a_front_page_opening_with_the_two_commands():
    assert len(README.splitlines()) <= 250
    first = ex.blocks(README)[0]
    assert first.lang == "sh"
    assert [line.split("#")[0].strip() for line in first.text.splitlines()] == [
        "make demo", "make test"]


def test_every_block_is_an_example_that_runs_or_its_output():
    """Nothing looks like an example without being run: ``sh`` holds only make commands."""
    for block in ex.blocks(README):
        assert block.lang in ("sh", "console", "python", "text"), block
        if block.lang == "sh":
            assert all(line.startswith("make ") for line in block.text.splitlines()), block
    paired = {after.line for _, after in ex.python_examples(README) if after is not None}
    assert {b.line for b in ex.blocks(README) if b.lang == "text"} == paired


@pytest.mark.parametrize(("block", "shown"), [
    pytest.param(block, shown, id=f"line {block.line}")
    for block, shown in ex.python_examples(README)])
def test_python_example_prints_what_it_shows(block, shown, tmp_path, monkeypatch):
    ex.first_use(tmp_path, monkeypatch)
    assert shown is not None, f"README line {block.line}: a python example shows its output"
    printed = ex.run_python(block.text)
    assert ex.same_output(shown.text, printed), f"README line {block.line} printed:\n{printed}"


@pytest.mark.parametrize(("line", "command", "shown"), [
    pytest.param(*example, id=f"line {example[0]}") for example in ex.console_examples(README)])
def test_console_example_prints_what_it_shows(line, command, shown, tmp_path, monkeypatch):
    ex.first_use(tmp_path, monkeypatch)
    code, printed = ex.run_console(command)
    assert code in (0, 1), f"README line {line}: exit {code}\n{printed}"  # solved or unreachable
    assert ex.same_output(shown, printed), f"README line {line} printed:\n{printed}"


def test_the_readme_shows_every_builtin_puzzle():
    """Every family has a solve example: in the README, or for a judge problem on the
    catalogue page the README links (docs/problems.md; its examples run in tests/docs)."""
    from fewest.puzzles import families

    catalogue = (ROOT / "docs" / "problems.md").read_text()
    commands = [command for _, command, _ in ex.console_examples(README)]
    commands += [command for _, command, _ in ex.console_examples(catalogue)]
    assert "docs/problems.md" in README
    for family in families():
        names = [family.name, *([family.judge.name] if family.judge else [])]
        assert any(c.startswith(f"fewest solve {n} ") for c in commands for n in names), names


def test_every_relative_link_points_at_a_file():
    """A link is a file of this checkout, or a docs page another branch is writing (then it
    is in the site's nav, so it joins the site when it lands)."""
    pending = ex.pending_pages(ROOT)
    links = ex.relative_links(README)
    assert "docs/index.md" in links and "docs/puzzles.md" in links
    for target in links:
        assert not target.startswith("shared/"), f"a clone has no {target}"
        if Path(target).parts[0] == "docs" and Path(*Path(target).parts[1:]).as_posix() in pending:
            continue
        assert (ROOT / target).is_file(), f"README links {target}, which does not exist"


def test_the_catalogue_lists_every_judge_problem_once_and_both_pages_count_them():
    """docs/problems.md has one table row per judge problem, and it and the README say how
    many there are (a problem added without its row, or a stale count, fails here)."""
    import re

    from fewest.puzzles import families

    judged = {f.judge.name for f in families() if f.judge is not None
              and re.fullmatch(r"(boj|leetcode|programmers)-\d+", f.judge.name)}
    catalogue = (ROOT / "docs" / "problems.md").read_text()
    rows = re.findall(r"^\| (?:Baekjoon|LeetCode|Programmers) \d+ \|.*?"
                      r"`?\[?((?:boj|leetcode|programmers)-\d+)", catalogue, re.M)
    assert sorted(rows) == sorted(judged)
    assert f"plays {len(judged)} " in catalogue
    assert f"holds {len(judged)} shortest-moves" in README
