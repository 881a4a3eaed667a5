"""``fast`` means one thing everywhere: what ``--mode fast`` runs (the family's
``fast_method``: a quick answer, labelled optimal only when it is).  No optimal method
is called ``fast`` under another name, and ``-a fast`` resolves to the same method as
``--mode fast`` on every family."""

from __future__ import annotations

import pytest

from fewest.puzzles import REGISTRY, get_family


@pytest.mark.parametrize("name", list(REGISTRY))
def test_fast_is_the_fast_method(name: str) -> None:
    family = get_family(name)
    assert family.resolve_method("fast").name == family.resolve_method(family.fast_method).name
    for method in family.all_methods():
        assert "fast" not in method.aliases or not method.optimal, (name, method.name)
        if method.name == "fast":
            assert family.fast_method == "fast", name
