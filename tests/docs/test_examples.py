"""The reader of docs examples itself: files named before a block, comments in a command,
and the placeholders for times and rates."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.docs.examples import blocks, files_at, first_use, run_console, same_output

PAGE = """Some text.

<!-- files: docs/examples/check/input.txt docs/examples/check/sol.js=mine.js -->
```console
$ fewest solve boj-1525 input.txt -f judge   # the judge's output
3
```

<!-- files: docs/examples/check -->
Not right before a block, so it names nothing.

```console
$ fewest list --judge
```
"""


def test_files_belong_to_the_block_right_after_the_comment():
    found = blocks(PAGE)
    assert [b.files for b in found] == [
        ("docs/examples/check/input.txt", "docs/examples/check/sol.js=mine.js"), ()]
    assert files_at(PAGE, 6) == found[0].files  # the command's line
    assert files_at(PAGE, 13) == ()


def test_first_use_copies_files_folders_and_renamed_files(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch):
    first_use(tmp_path, monkeypatch, ("docs/examples/check/input.txt",
                                      "docs/examples/check/sol.js=mine.js"))
    assert sorted(p.name for p in Path.cwd().iterdir()) == ["input.txt", "mine.js"]
    assert run_console("fewest solve boj-1525 input.txt -f judge   # a comment") == (0, "3\n")


def test_first_use_copies_a_folder_s_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    first_use(tmp_path, monkeypatch, ("docs/examples/check",))
    assert {"input.txt", "sol.js"} <= {p.name for p in tmp_path.iterdir()}


def test_a_missing_file_fails_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    with pytest.raises(AssertionError, match=r"names docs/nothing\.txt, which is not"):
        first_use(tmp_path, monkeypatch, ("docs/nothing.txt",))


@pytest.mark.parametrize(("shown", "printed"), [
    ("done in 0.5 s (5.0 tests/s)", "done in 12.25 s (1,234.5 tests/s)"),
    ("1,665 nodes/s", "98,001 nodes/s"),
    ("(초당 4.7개) 1.7초 후; 모두 27.6초", "(초당 51.7개) 0.2초 후; 모두 3초"),
])
def test_times_and_rates_are_placeholders(shown: str, printed: str):
    assert same_output(shown, printed)


@pytest.mark.parametrize(("shown", "printed"), [
    ("after 8 cases (5.0 tests/s)", "after 9 cases (5.0 tests/s)"),
    ("8개 케이스 만에", "9개 케이스 만에"),
    ("1.7초 후", "1.7 초 후"),
])
def test_counts_are_compared(shown: str, printed: str):
    assert not same_output(shown, printed)
