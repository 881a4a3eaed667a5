"""The smaller things a new user met in the second hour (issue 32, item 7), through the CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle, replay
from fewest.puzzles.sliding.tables_ahead import sliding_shape

runner = CliRunner()


def invoke(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_tables_build_sliding_takes_8_15_24_as_the_docs_say() -> None:
    assert sliding_shape("8") == (3, 3)
    assert sliding_shape("15") == (4, 4) == sliding_shape("15-puzzle")
    assert sliding_shape("24") == (5, 5)
    assert sliding_shape("3x4") == (3, 4)
    code, out, _err = invoke("tables", "build", "sliding", "8", "--no-progress")
    assert code == 0 and out.strip() == "sliding-table-3x3-b8"
    code, _out, err = invoke("tables", "build", "sliding", "16")
    assert code == 2 and "8, 15, 24 or RxC" in err


def test_goal_help_names_the_families_that_take_it() -> None:
    from fewest.puzzles import families
    from fewest.puzzles.options import option_spec

    takers = sorted(f.name for f in families() if "goal" in f.options)
    help_text = option_spec("goal").help
    assert takers == ["hanoi", "sliding"]
    assert all(name in help_text for name in takers) and "other families" not in help_text
    code, out, _err = invoke("solve", "-h")
    assert code == 0 and "--goal" in out


def test_a_build_the_time_limit_rules_out_is_not_announced(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from fewest import tablecache

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path / "cache"))
    tablecache.forget()
    code, _out, err = invoke("solve", "rubiks-square", "5 12 11 14 / 13 4 7 1 / 2 16 15 6 / "
                             "3 9 10 8", "--max-seconds", "3")
    assert code == 3
    assert "must be built first" in err and "building" not in err
    assert len(err.strip().splitlines()) == 1


def test_twenty_hanoi_discs_print_the_proven_count() -> None:
    board = "[[" + ",".join(str(d) for d in range(20, 0, -1)) + "],[],[]]"
    code, out, err = invoke("solve", "hanoi", board, "-f", "number")
    assert code == 0 and out == f"{2**20 - 1}\n"
    assert "proven minimum" in err and "no move list" in err
    code, _out, err = invoke("solve", "hanoi", board)
    assert code == 3 and "2^20 - 1" in err and "too many to list" in err and "-f number" in err


def test_dash_h_is_help() -> None:
    for args in (["-h"], ["solve", "-h"], ["tables", "build", "-h"]):
        code, out, _err = invoke(*args)
        assert code == 0 and "Usage" in out, args


def test_a_board_written_as_one_number_is_a_clear_error() -> None:
    code, _out, err = invoke("solve", "sliding", "103425786")
    assert code == 2
    assert "one number" in err and "'1 0 3 4 2 5 7 8 6'" in err and "1x1" not in err


def test_lower_case_cube_moves_say_what_to_write() -> None:
    code, _out, err = invoke("solve", "pocket-cube", "r u'")
    assert code == 2 and "upper-case" in err and "R U'" in err and "stickers" not in err
    assert invoke("solve", "pocket-cube", "R U'", "-f", "number")[:2] == (0, "2\n")


def test_the_8_puzzle_name_refuses_a_4x4_board() -> None:
    fifteen = "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15"
    code, _out, err = invoke("solve", "8-puzzle", fifteen, "-f", "number")
    assert code == 2 and "8-puzzle is 3x3" in err and "4x4" in err
    assert invoke("solve", "15-puzzle", fifteen, "-f", "number")[:2] == (0, "1\n")
    assert invoke("solve", "sliding", fifteen, "-f", "number")[:2] == (0, "1\n")


def test_unknown_puzzle_names_get_did_you_mean() -> None:
    code, _out, err = invoke("solve", "tiless", "1 2 / 3 0")
    assert code == 2 and "did you mean 'tiles'" in err
    code, _out, err = invoke("solve", "rubik-square", "1 2 / 3 4")
    assert code == 2 and "did you mean 'rubiks-square'" in err
    code, _out, err = invoke("solve", "tetris", "1")
    assert code == 2 and "did you mean" not in err


def test_replay_numbers_moves_from_one() -> None:
    class Line(Puzzle[int]):
        start = 0

        def is_goal(self, s: int) -> bool:
            return s == 2

        def successors(self, s: int):  # type: ignore[no-untyped-def]
            yield ("up", s + 1, 1)

    with pytest.raises(InvalidPuzzleError, match=r"^move 1 \('down'\)"):
        replay(Line(), 0, ["down"])


def test_wording() -> None:
    code, out, _err = invoke("analyze", "sliding", "2x2")
    assert code == 0 and "(1 board)" in out
    code, _out, err = invoke("solve", "sliding", "1 2 / 0 3", "--play", "--speed", "0")
    assert code == 2 and "more than 0 and at most 1000" in err and "got 0\n" in err
    solving = (Path(__file__).resolve().parents[2] / "docs/guide/solving.md").read_text()
    assert "seven commands" not in solving
    table = [line for line in solving.splitlines() if line.startswith("| `fewest ")]
    assert len(table) == len(set(table))
    assert sum("`fewest tables build PUZZLE SIZE` |" in line for line in table) == 1


def test_every_family_method_labels_its_answers_by_its_own_name() -> None:
    """``found by`` names the method that ran, as ``fewest list`` and ``-a`` spell it
    (once ``table`` said "distance-table" and ``python-idastar`` "idastar")."""
    import json

    from tests.contract.boards import BOARDS

    from fewest.puzzles import families

    for family in families():
        board = str(BOARDS[family.name]["small"])
        for method in family.methods:
            code, out, err = invoke("solve", family.name, board, "-a", method.name, "--json")
            assert code == 0, (family.name, method.name, err)
            label = json.loads(out)["algorithm"]
            assert label.split(" ")[0] == method.name, (family.name, method.name, label)
