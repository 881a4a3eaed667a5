"""Random stacks: ``moves=k`` is at most ``k`` flips from sorted; uniform ones parse back."""

from __future__ import annotations

import random

import pytest
from tests.puzzles.pancake.pancake_oracle import distances

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.pancake.model import Stack
from fewest.puzzles.pancake.scramble import scramble
from fewest.puzzles.pancake.view import StackView
from fewest.view import frames


@pytest.mark.parametrize("burnt", [False, True])
def test_k_flips_from_sorted_is_at_most_k_away(burnt: bool) -> None:
    rng = random.Random(3)
    size = "5:burnt" if burnt else "6"
    for k in range(8):
        cakes = Stack.from_text(scramble(size, k, rng), burnt).cakes
        assert distances(len(cakes), burnt)[cakes] <= k


def test_uniform_stacks_cover_every_sign_and_order() -> None:
    rng = random.Random(5)
    seen = {Stack.from_text(scramble("3:burnt", None, rng), True).cakes for _ in range(600)}
    assert len(seen) == 48  # 3! orders x 2^3 sides


@pytest.mark.parametrize("size", ["0", "x", "5:crispy", "300"])
def test_bad_sizes_are_refused(size: str) -> None:
    with pytest.raises(InvalidPuzzleError):
        scramble(size, None, random.Random(0))


def test_view_draws_every_state_of_a_solution() -> None:
    from fewest.puzzles import get_family
    from fewest.puzzles.options import InputOptions

    inst = get_family("pancake").parse("2 -3 1", InputOptions(burnt=True))
    sol = inst.solve()
    drawn = frames(StackView(3), sol)
    assert len(drawn) == sol.length + 1
    assert drawn[-1].grid.at(2, 2).marks == ("home",) and drawn[-1].grid.at(0, 2).label == "1"
    assert drawn[1].highlights is not None and drawn[1].highlights.text.startswith("flip ")
