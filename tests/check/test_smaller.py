"""The smallest counterexample, not only a 1-minimal one: jump steps (a number to 0, 1,
a small value, halfway) and the smallest inputs in order of size, then random small
ones from the judge's stream; ``--json`` says which kind of small it is."""

from __future__ import annotations

from fewest.check import smaller
from fewest.check.problem import problem
from tests.check.helpers import check_json, script


def test_a_capped_search_is_shown_on_the_smallest_input() -> None:
    code, body = check_json("boj-1697", "--run", script("seek_capped.py"), "--jobs", "2")
    assert code == 1
    ce = body["counterexample"]
    # 4 -> 8 -> 7: the smallest pair (by the sum of its numbers) the capped search gets wrong
    assert ce["input"] == "4 7\n", ce
    assert ce["minimal"].startswith("smallest up to size "), ce["minimal"]
    assert int(ce["minimal"].rsplit(" ", 1)[1]) >= 11
    assert ce["confirmed"]


def test_jumps_set_one_number_to_0_1_2_or_halfway() -> None:
    got = list(smaller.jumps({"N": 10, "K": 1}))
    assert {"N": 0, "K": 1} in got and {"N": 5, "K": 1} in got and {"N": 2, "K": 1} in got
    assert {"N": 10, "K": 0} in got
    assert all(v["N"] <= 10 and v["K"] <= 1 for v in got)


def test_made_up_inputs_must_pass_the_judges_reader() -> None:
    spec = problem("boj-5014").spec
    assert smaller.valid(spec, {"F": 3, "S": 2, "G": 1, "U": 1, "D": 1})
    assert not smaller.valid(spec, {"F": 3, "S": 5, "G": 1, "U": 1, "D": 1})  # S > F
    # a function problem's arguments are not checked by its reader: never made up
    assert not smaller.valid(problem("lc-1091").spec, {"grid": [[0]]})


def test_the_smallest_inputs_come_in_order_of_their_sum() -> None:
    spec = problem("boj-1697").spec
    found, complete = smaller.smallest(spec, {"N": 5, "K": 17}, wanted=50)
    sums = [v["N"] + v["K"] for v in found]
    assert sums == sorted(sums) and found[0] == {"N": 0, "K": 0}
    assert complete is not None and all(s <= complete + 1 for s in sums)
    # every pair up to the complete sum is there
    assert len([s for s in sums if s <= complete]) == (complete + 1) * (complete + 2) // 2
