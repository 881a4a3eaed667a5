"""docs/first-use.md's build notice, a message of an 18-second build that the page's
console examples do not run: it is the line the sliding puzzle's first use says."""

from __future__ import annotations

from fewest.puzzles.sliding import needs
from tests.conftest import ROOT
from tests.docs.examples import blocks, same_output

PAGE = (ROOT / "docs" / "first-use.md").read_text()


def test_the_build_notice_is_what_a_hard_15_puzzle_says_on_a_fresh_machine():
    shown = [b.text for b in blocks(PAGE) if b.lang == "text" and "building" in b.text]
    blank_last = (*range(1, 16), 0)
    need = needs.pdb_need(4, 4, blank_last, cached=False)
    assert need is not None
    said = needs.build_notice(
        need, "the quick search (IDA*, linear conflict) did not finish in 0.9 s")
    assert len(shown) == 1 and same_output(shown[0], said), said
