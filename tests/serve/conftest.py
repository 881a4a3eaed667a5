"""A served app with small caps, shared by the API tests (its worker pool starts once)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import Any

import pytest

from fewest.puzzles import get_family
from fewest.puzzles.options import make_options
from fewest.serve import Settings, create_app

#: small caps so that limit tests are quick
SETTINGS = Settings(workers=3, max_seconds=1.5, grace_seconds=3.0, max_states=20_000,
                    max_body_bytes=4096, max_scramble_moves=200)


@pytest.fixture(scope="session")
def client() -> Iterator[Any]:
    with warnings.catch_warnings():  # starlette asks for httpx2, which we do not pin
        warnings.filterwarnings("ignore", message=".*httpx.*")
        from starlette.testclient import TestClient

    with TestClient(create_app(SETTINGS), base_url="http://127.0.0.1") as test_client:
        yield test_client


def replay(puzzle: str, board: Any, moves: list[Any], **options: Any) -> bool:
    """Apply the JSON ``moves`` to ``board`` one by one, through the engine puzzle's own
    successors (each move must be legal); True when the last state is a goal."""
    instance = get_family(puzzle).parse(board, make_options(**options))
    engine = instance.puzzle()
    state = engine.start
    for move in moves:
        nexts = [nxt for m, nxt, _cost in engine.successors(state) if instance.move_json(m) == move]
        assert nexts, f"illegal move {move!r}"
        state = nexts[0]
    return bool(engine.is_goal(state))
