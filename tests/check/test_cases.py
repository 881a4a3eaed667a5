"""The case streams: deterministic per seed, samples first, every depth and size covered."""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter

import pytest

from fewest.check.cases import blank_first, snakes_jumps
from fewest.check.judges import JUDGES, judge_for


def take(puzzle: str, n: int, seed: int = 0, **options: str) -> list:
    return list(itertools.islice(judge_for(puzzle).cases(seed, options), n))


@pytest.mark.parametrize("puzzle", list(JUDGES))
def test_same_seed_same_cases_and_samples_first(puzzle: str) -> None:
    a, b, c = take(puzzle, 40, 5), take(puzzle, 40, 5), take(puzzle, 40, 6)
    assert [x.key() for x in a] == [x.key() for x in b]
    assert [x.key() for x in a] != [x.key() for x in c]
    origins = [x.origin for x in a]
    assert origins[0].startswith(("sample", "example"))
    fixed = [o for o in origins if not o.startswith("random")]
    assert origins[:len(fixed)] == fixed  # the fixed part comes first
    assert any(o.startswith("edge") for o in fixed)


@pytest.mark.parametrize("puzzle", list(JUDGES))
def test_fixed_cases_say_their_depth(puzzle: str) -> None:
    """An edge case that names its depth ('31 moves', 'unreachable') has that answer."""
    oracle = judge_for(puzzle).oracle()
    for case in take(puzzle, 12):
        want = re.search(r"\((\d+) moves?\)|(already solved)|edge: 1 move|(unreachable)",
                         case.origin)
        if want is None:
            continue
        length = oracle.expected(case).length
        if want.group(1):
            assert length == int(want.group(1)), case
        elif want.group(2):
            assert length == 0
        elif want.group(3):
            assert length == -1
        else:
            assert length == 1


def test_sliding_covers_shallow_deep_and_unreachable() -> None:
    oracle = judge_for("sliding").oracle()
    cases = take("sliding", 209)[9:]
    lengths = Counter(oracle.expected(c).length for c in cases)
    assert lengths[-1] > 40 and min(k for k in lengths if k >= 0) <= 3 and max(lengths) >= 26
    assert all(sorted(v for row in c.board for v in row) == list(range(9)) for c in cases)


def test_blank_first_keeps_every_distance() -> None:
    judge = judge_for("sliding")
    last, first = judge.oracle(), judge.oracle({"goal": "blank-first"})
    for case in take("sliding", 40)[:40:2]:
        turned = type(case)(blank_first(case.board))
        assert first.expected(turned).length == last.expected(case).length
    turned_stream = take("sliding", 1, goal="blank-first")[0]
    assert turned_stream.board == blank_first(take("sliding", 1)[0].board)


def test_rubiks_square_covers_every_depth_the_judge_allows() -> None:
    oracle = judge_for("rubiks-square").oracle()
    lengths = Counter(oracle.expected(c).length for c in take("rubiks-square", 207)[7:])
    assert sorted(lengths) == list(range(8))


def test_snakes_covers_every_side_with_chains_and_self_loops() -> None:
    cases = take("snakes-ladders", 411)[11:]
    assert {len(c.board) for c in cases} == set(range(2, 21))
    chains = loops = 0
    for case in cases:
        n = len(case.board)
        jumps = snakes_jumps(case.board)
        assert 1 not in jumps and n * n not in jumps
        assert all(1 <= end <= n * n for end in jumps.values())
        chains += any(end in jumps and end != start for start, end in jumps.items())
        loops += any(end == start for start, end in jumps.items())
    assert chains > 50 and loops > 20


def test_card_match_covers_one_to_six_pairs_anywhere() -> None:
    cases = take("card-match", 306)[6:]
    pairs = Counter()
    cursors = set()
    for case in cases:
        faces = Counter(v for row in case.board for v in row if v)
        assert all(count == 2 and 1 <= face <= 6 for face, count in faces.items())
        assert len(case.board) == 4 and all(len(row) == 4 for row in case.board)
        pairs[len(faces)] += 1
        cursors.add(case.option("cursor"))
    assert sorted(pairs) == [1, 2, 3, 4, 5, 6]
    assert cursors == {(r, c) for r in range(4) for c in range(4)}


@pytest.mark.parametrize("puzzle", list(JUDGES))
def test_probes_are_smaller(puzzle: str) -> None:
    """The shrinker's random probes stay below the failing case's size, mostly."""
    judge, oracle = judge_for(puzzle), judge_for(puzzle).oracle()
    reachable = [c for c in take(puzzle, 60)[10:] if oracle.expected(c).length > 1]
    big = max(reachable, key=lambda c: judge.size(c, oracle.expected(c)))
    exp = oracle.expected(big)
    probes = list(itertools.islice(judge.probes(random.Random(1), big, exp, {}), 30))
    below = sum(judge.size(p, oracle.expected(p)) < judge.size(big, exp) for p in probes)
    assert below >= 20
