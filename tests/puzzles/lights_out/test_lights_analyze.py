"""``analyze`` (coset enumeration) against plain BFS, and the 5x5 count from the literature."""

from __future__ import annotations

import pytest
from tests.puzzles.lights_out.lights_oracle import distances, histogram

from fewest.puzzles.lights_out.analyze import analyze_shape, reduced_quiet
from fewest.puzzles.lights_out.gf2 import system, toggled
from fewest.puzzles.lights_out.model import Board


@pytest.mark.parametrize("shape", ["1x1", "1x2", "1x5", "2x2", "2x3", "2x4", "3x3", "3x4",
                                   "4x4"])
def test_histogram_equals_plain_bfs(shape: str) -> None:
    r, c = (int(v) for v in shape.split("x"))
    data = analyze_shape(shape).data
    assert data["histogram"] == histogram(r, c)
    assert data["solvable"] == len(distances(r, c)) == 2 ** (r * c - data["nullity"])
    example = Board.from_text(data["example_at_max"])
    lights = tuple(example.lights >> i & 1 for i in range(r * c))
    assert distances(r, c)[lights] == data["max_distance"]


def test_five_by_five_has_two_quiet_patterns_and_two_to_the_23_solvable_boards() -> None:
    """Nullity 2, so a quarter of the 2^25 boards (8,388,608) can go dark (Anderson & Feil)."""
    data = analyze_shape("5x5").data
    assert data["nullity"] == 2 and data["solvable"] == 8_388_608 == sum(data["histogram"])
    assert data["histogram"][:3] == [1, 25, 300]  # no two presses cancel on 5x5


def test_reduced_quiet_basis_owns_its_pivots() -> None:
    vecs, pivots = reduced_quiet(system(4, 4).quiet)
    for i, v in enumerate(vecs):
        assert toggled(4, 4, v) == 0
        assert [w >> pivots[i] & 1 for w in vecs] == [int(j == i) for j in range(len(vecs))]
