"""LeetCode 433 Minimum Genetic Mutation: change one letter of an 8-letter gene
(A, C, G, T) at a time, every gene on the way (the end too) in the bank; the fewest
mutations from startGene to endGene, or -1.

Statement read from https://hashl.com/algo/problem/minimum-genetic-mutation (official
page https://leetcode.com/problems/minimum-genetic-mutation/):
``0 <= bank.length <= 10``, every gene 8 letters of ``ACGT``.

Decided: the start gene is valid without being in the bank; startGene = endGene
takes 0 mutations, whether the bank holds it or not (the current statement does not
exclude it); the end gene must be in the bank otherwise.  Bank genes may repeat.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-433").parse('{"startGene": "AACCGGTT", '
...     '"endGene": "AAACGGTA", "bank": ["AACCGGTA", "AACCGCTA", "AAACGGTA"]}')
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, List, Problem, Word, family_of

LETTERS = "ACGT"


def mutations(case: dict[str, Any], gene: str) -> list[tuple[str, str, int]]:
    """Every one-letter change of ``gene`` that the bank holds."""
    bank = set(case["bank"])
    out = []
    for i, old in enumerate(gene):
        for ch in LETTERS:
            if ch != old and (new := gene[:i] + ch + gene[i + 1:]) in bank:
                out.append((f"{i + 1}:{old}>{ch}", new, 1))
    return out


def _case(start: str, end: str, bank: list[str]) -> str:
    return json.dumps({"startGene": start, "endGene": end, "bank": bank}) + "\n"


#: A...A to C...C one letter at a time: the longest chain a bank of 10 allows (8),
#: with two genes off the way
_LADDER = ["C" * k + "A" * (8 - k) for k in range(1, 9)]

PROBLEM = Problem(
    site="leetcode", number="433", title_ko="최소 유전자 변이", title_en="Minimum Genetic Mutation",
    source="https://hashl.com/algo/problem/minimum-genetic-mutation",
    input=Input(Word("startGene", LETTERS, 8, 8), Word("endGene", LETTERS, 8, 8, like="startGene"),
                List("bank", Word("gene", LETTERS, 8, 8, like=("startGene", "bank")), (0, 10)),
                json=True),
    start=lambda c: c["startGene"],
    moves=mutations,
    goal=lambda c, gene: gene == c["endGene"],
    call="Solution().minMutation(startGene, endGene, bank)",
    unit="mutations", unit_ko="번",
    samples=((_case("AACCGGTT", "AACCGGTA", ["AACCGGTA"]), "1"),
             (_case("AACCGGTT", "AAACGGTA", ["AACCGGTA", "AACCGCTA", "AAACGGTA"]), "2")),
    specials=(_case("AAAAACCC", "AACCCCCC", ["AAAACCCC", "AAACCCCC", "AACCCCCC"]),
              _case("AACCGGTT", "AACCGGTT", []), _case("AACCGGTT", "AACCGGTA", []),
              _case("AACCGGTT", "AACCGGTT", ["AACCGGTT"]),
              _case("AAAAAAAA", "AAAAAAAC", ["AAAAAAAG"]),
              _case("AAAAAAAA", "CCCCCCCC", [*_LADDER, "ACAAAAAA", "AACAAAAA"]),
              _case("AAAAAAAA", "CCCCCCCC", _LADDER[:4] + _LADDER[5:]),
              _case("AAAAAAAA", "AAAAAACC", ["AAAAAACA", "AAAAAAAC", "AAAAAACC", "AAAAAAAA"]),
              _case("AAAAAAAA", "AAAAAATT", ["AAAAAAAT", "AAAAAAAT", "AAAAAATT"]),
              _case("TTTTTTTT", "AAAAAAAA", ["AAAAAAAA"]),
              _case("AAAAAAAA", "AAAACCCC", ["AAAAAAAC", "AAAAAACC", "AAAAACCC", "CAAACCCC",
                                             "AAAACCCC", "CAAAAAAA", "CCAAAAAA", "CCCAAAAA",
                                             "CCCCAAAA", "CCCCACCC"])),
    aim=lambda c, gene: {**c, "endGene": gene} if gene != c["startGene"] else None,
    about=Said("fewest one-letter mutations from startGene to endGene, every gene on the way in "
               "the bank, or -1",
               "한 번에 한 글자씩, bank에 있는 유전자만 거쳐 startGene을 endGene으로 바꾸는 최소 "
               "변이 수 (없으면 -1)"),
)
FAMILY = family_of(PROBLEM)
