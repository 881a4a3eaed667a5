"""The stored contract boards of the kit problems (``kit_boards.json``) are complete and
are what the derivation gives today."""

from __future__ import annotations

import json

import pytest

from fewest.puzzles import KIT_PROBLEMS
from tests.contract.boards import KIT_BOARDS, derived_names, kit_boards

STORED = json.loads(KIT_BOARDS.read_text())


def test_every_kit_problem_without_hand_boards_has_stored_ones() -> None:
    names = derived_names(KIT_PROBLEMS)
    assert sorted(STORED) == sorted(names), "run python -m tests.contract.boards"
    for name in names:
        assert STORED[name]["small"], name
        assert STORED[name]["deep"], name


@pytest.mark.slow
@pytest.mark.parametrize("name", derived_names(KIT_PROBLEMS))
def test_stored_boards_are_the_derived_ones(name: str) -> None:
    assert json.loads(json.dumps(kit_boards(name))) == STORED[name]
