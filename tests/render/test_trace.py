"""Search traces: expansion counts equal what the search reports; BFS depth counts equal
the layer sizes of an independent breadth-first walk."""

from __future__ import annotations

import pytest

from fewest import solve
from fewest.errors import SearchLimitError
from fewest.problem import Limits
from fewest.puzzles import families, parse
from fewest.trace import Recorder, Trace, TracingPuzzle
from tests.render.helpers import layers, solved

#: the families whose moves all cost one, where a breadth-first search applies
UNIT = [f.name for f in families() if "bfs" not in f.engine_unsupported and not f.computed]


@pytest.mark.parametrize("name", UNIT)
def test_bfs_expands_whole_layers_before_the_goal_layer(name: str) -> None:
    inst, sol = solved(name)
    rec = Recorder(inst)
    found = rec.solve("bfs")
    trace = rec.traces["bfs"]
    assert found.length == sol.length
    assert trace.expanded == found.stats.expanded
    full = layers(inst.puzzle(), sol.length)
    counts = trace.depth_counts
    # every layer before the last one searched is expanded completely
    assert counts[:-1] == full[: len(counts) - 1]
    assert counts[-1] <= full[len(counts) - 1]
    assert len(counts) == sol.length  # the goal is found while expanding depth length-1


@pytest.mark.parametrize("algorithm", ["dfs", "astar", "idastar", "iddfs", "bidirectional",
                                       "dijkstra", "greedy"])
def test_every_engine_search_is_counted_exactly(algorithm: str) -> None:
    inst = parse("sliding", "5 4 3 / 2 1 0")  # 2x3: 360 states, DFS stays quick
    rec = Recorder(inst, limit=100)
    sol = rec.solve(algorithm)
    trace = rec.traces[algorithm]
    assert trace.expanded == sol.stats.expanded
    assert sum(trace.depth_counts) == sol.stats.expanded
    assert len(trace.events) == min(100, sol.stats.expanded)
    # no expansion deeper than the longest path the search could hold
    assert len(trace.depth_counts) - 1 <= max(sol.length, sol.stats.peak_stored)
    assert "puzzle" not in vars(inst)  # the instance is left as it was


def test_dfs_dives() -> None:
    inst = parse("sliding", "5 4 3 / 2 1 0")
    rec = Recorder(inst, limit=100)
    sol = rec.solve("dfs")
    trace = rec.traces["dfs"]
    depths = [e[0] for e in trace.events]
    # stack DFS runs straight down one branch first
    assert depths[:40] == list(range(40))
    assert len(trace.depth_counts) - 1 >= sol.length - 1
    assert trace.truncated


def test_idastar_depth_is_the_path_length() -> None:
    inst = parse("sliding", "1 2 3 / 0 4 6 / 7 5 8")
    puzzle = inst.puzzle()
    trace = Trace("idastar")
    sol = solve(TracingPuzzle(puzzle, trace), "idastar")
    trace.finish(sol.stats.expanded)
    assert max(trace.depths) == sol.length - 1
    assert trace.depths[0] == 0


def test_a_limit_keeps_the_partial_trace_and_restores_the_instance() -> None:
    inst = parse("sliding", "8 6 7 / 2 5 4 / 3 0 1")
    rec = Recorder(inst, limit=10)
    with pytest.raises(SearchLimitError) as info:
        rec.solve("bfs", limits=Limits(max_expansions=300))
    assert rec.traces["bfs"].expanded == info.value.stats.expanded
    assert "puzzle" not in vars(inst)
    assert inst.solve().length == 31
