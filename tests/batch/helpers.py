"""Shared helpers of the batch tests: boards, an independent BFS, replay, comparison."""

from __future__ import annotations

import json
import os
import random
from collections import deque
from functools import lru_cache
from pathlib import Path
from typing import Any

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
STEP = {"U": -3, "D": 3, "L": -1, "R": 1}


def _neighbours(state: tuple[int, ...]) -> list[tuple[int, ...]]:
    b = state.index(0)
    r, c = divmod(b, 3)
    out = []
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < 3 and 0 <= nc < 3:
            s = list(state)
            s[b], s[nr * 3 + nc] = s[nr * 3 + nc], 0
            out.append(tuple(s))
    return out


@lru_cache(maxsize=1)
def distances() -> dict[tuple[int, ...], int]:
    """Every 8-puzzle board that reaches GOAL, with its optimal length (plain BFS)."""
    dist = {GOAL: 0}
    queue = deque([GOAL])
    while queue:
        s = queue.popleft()
        for t in _neighbours(s):
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
    return dist


def scrambles(count: int, seed: int, walk: int = 60) -> list[tuple[int, ...]]:
    """Boards a random walk of ``walk`` moves away from GOAL."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        s = GOAL
        for _ in range(walk):
            s = rng.choice(_neighbours(s))
        out.append(s)
    return out


def text(board: tuple[int, ...]) -> str:
    return " / ".join(" ".join(map(str, board[i:i + 3])) for i in range(0, 9, 3))


def replay(board: tuple[int, ...], moves: list[dict[str, Any]]) -> tuple[int, ...]:
    """Apply the JSON moves (the blank's direction) to ``board``; checks each is legal."""
    s = list(board)
    for move in moves:
        b = s.index(0)
        t = b + STEP[move["blank"]]
        assert 0 <= t < 9 and (move["blank"] in "UD" or t // 3 == b // 3), move
        assert s[t] == move["tile"], move
        s[b], s[t] = s[t], 0
    return tuple(s)


def write_lines(path: Path, lines: list[Any]) -> Path:
    path.write_text("".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines))
    return path


def comparable(result: dict[str, Any]) -> dict[str, Any]:
    """A result without its timings (the only part two runs may differ in)."""
    out = json.loads(json.dumps(result))
    stats = out.get("stats") or {}
    stats.pop("seconds", None)
    for it in stats.get("iterations", []):
        it.pop("seconds", None)
    return out


def read_results(path: Path) -> list[dict[str, Any]]:
    data = path.read_bytes()
    assert data == b"" or data.endswith(b"\n"), "a partial line was left"
    return [json.loads(line) for line in data.splitlines()]


def check_sliding(result: dict[str, Any], board: tuple[int, ...]) -> None:
    """An 8-puzzle result is the BFS-optimal length and replays to the goal."""
    best = distances().get(board)
    if best is None:
        assert result["status"] == "unreachable" and result["length"] == -1
        return
    assert result["status"] == "solved" and result["length"] == best, (result, best)
    assert replay(board, result["moves"]) == GOAL


def crash_on_line_two(spec: Any, number: int, line: str) -> dict[str, Any]:
    """A worker function whose process dies on line 2 (every time it runs)."""
    from fewest.batch.task import solve_line_result

    if number == 2:
        os._exit(17)
    return solve_line_result(spec, number, line)
