"""No import cycles in ``src/fewest``, function-local and type-checking imports included."""

from __future__ import annotations

from tests.layers.imports import cycles, graph


def test_the_graph_sees_function_local_imports() -> None:
    edges = graph()
    # fewest.search.registry imports fewest.search.checks at module level, and the
    # family resolver imports plugins inside a function: both must be edges
    assert "fewest.search.checks" in edges["fewest.search.registry"]
    assert "fewest.puzzles.plugins" in edges["fewest.puzzles"]


def test_a_cycle_is_found() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycles_in_src() -> None:
    found = cycles(graph())
    assert found == [], "import cycles: " + "; ".join(" <-> ".join(c) for c in found)
