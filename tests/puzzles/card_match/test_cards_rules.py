"""Hand-checked key presses: arrows, Ctrl stops, edges, Enter outcomes."""

from __future__ import annotations

import pytest

from fewest import replay
from fewest.errors import InvalidPuzzleError
from fewest.puzzles.card_match import KEYS, CardPuzzle, move_targets, parse_board, press

#  cells:  0 1 2 3 / 4 5 6 7 / 8 9 10 11
GRID = [[1, 0, 0, 2], [0, 0, 0, 0], [2, 0, 1, 0]]
BOARD = parse_board(GRID)
ALL = BOARD.full_mask  # pair 0 = face 1 (cells 0, 10), pair 1 = face 2 (cells 3, 8)


def after(state, *keys):
    for key in keys:
        state = press(BOARD, state, key)
    return state


@pytest.mark.parametrize(
    ("cell", "key", "target"),
    [
        (5, "Up", 1), (5, "Down", 9), (5, "Left", 4), (5, "Right", 6),
        (0, "Up", 0), (0, "Left", 0), (11, "Down", 11), (11, "Right", 11),  # edges stay put
        (1, "Ctrl+Right", 3),   # stops at the card 2
        (1, "Ctrl+Left", 0),    # stops at the card 1 (also the edge)
        (5, "Ctrl+Right", 7),   # no card that way: the last cell
        (5, "Ctrl+Up", 1), (5, "Ctrl+Down", 9),
        (6, "Ctrl+Down", 10),   # card 1 below
        (4, "Ctrl+Down", 8), (4, "Ctrl+Up", 0),
        (3, "Ctrl+Right", 3), (3, "Ctrl+Up", 3),  # at the edge: stays put
        (9, "Ctrl+Right", 10), (9, "Ctrl+Left", 8),
    ],
)
def test_moves_with_every_card(cell, key, target):
    assert press(BOARD, (cell, ALL, -1), key) == (target, ALL, -1)


def test_ctrl_skips_removed_cards():
    only_2 = 0b10  # the 1s are gone
    assert press(BOARD, (1, only_2, -1), "Ctrl+Left") == (0, only_2, -1)
    assert press(BOARD, (6, only_2, -1), "Ctrl+Down") == (10, only_2, -1)
    assert press(BOARD, (9, only_2, -1), "Ctrl+Right") == (11, only_2, -1)
    assert press(BOARD, (2, only_2, -1), "Ctrl+Left") == (0, only_2, -1)
    assert press(BOARD, (7, 0, -1), "Ctrl+Up") == (3, 0, -1)


def test_face_up_card_still_stops_ctrl():
    s = after((0, ALL, -1), "Enter")  # card 1 at cell 0 face up
    assert s == (0, ALL, 0)
    assert after(s, "Right", "Ctrl+Left") == (0, ALL, 0)
    assert after(s, "Down", "Ctrl+Up") == (0, ALL, 0)


def test_match_removes_both_cards():
    s = after((0, ALL, -1), "Enter", "Ctrl+Down", "Ctrl+Right")  # 0 -> 8 -> 10
    assert s == (10, ALL, 0)
    s = press(BOARD, s, "Enter")
    assert s == (10, 0b10, -1)
    assert BOARD.faces == (1, 2)


def test_mismatch_turns_both_down():
    s = after((0, ALL, -1), "Enter", "Ctrl+Right", "Enter")
    assert s == (3, ALL, -1)
    # the mismatched card can now be the first card of a new attempt
    assert press(BOARD, s, "Enter") == (3, ALL, 3)


@pytest.mark.parametrize(
    "state",
    [(5, ALL, -1), (5, ALL, 0), (0, ALL, 0), (0, 0b10, -1)],
    ids=["empty cell", "empty cell with a card up", "the face-up card", "a removed card"],
)
def test_enter_without_effect_is_a_self_loop(state):
    assert press(BOARD, state, "Enter") == state


def test_every_key_costs_one_and_is_offered():
    puzzle = CardPuzzle(BOARD)
    succ = list(puzzle.successors((0, ALL, -1)))
    assert [k for k, _, _ in succ] == list(KEYS)
    assert all(c == 1 for _, _, c in succ)
    assert dict((k, s) for k, s, _ in succ)["Up"] == (0, ALL, -1)  # edge: stays, still a press
    states, cost = replay(puzzle, puzzle.start, ["Up", "Up", "Left"])
    assert cost == 3 and states[-1] == puzzle.start


def test_heuristic_counts_presses_left():
    puzzle = CardPuzzle(BOARD)
    h = puzzle.heuristic
    assert h is not None
    assert h((0, ALL, -1)) == 4 + 3  # 4 Enters; 3 more cards to walk to
    assert h((5, ALL, -1)) == 4 + 4
    assert h((0, ALL, 0)) == 3 + 3
    assert h((10, 0b10, -1)) == 2 + 2
    assert h((3, 0b10, 3)) == 1 + 1
    assert h((0, 0, -1)) == 0


@pytest.mark.parametrize(
    ("grid", "cursor"),
    [([[1, 0, 2], [2, 0, 1]], (0, 1)), ([[1, 2, 3], [3, 2, 1]], (1, 1)), ([[1, 1]], (0, 0))],
)
def test_heuristic_is_consistent_and_admissible(grid, cursor):
    puzzle = CardPuzzle(parse_board(grid, cursor=cursor))
    h = puzzle.heuristic
    assert h is not None
    graph: dict = {}
    todo = [puzzle.start]
    while todo:
        s = todo.pop()
        if s in graph:
            continue
        graph[s] = [t for _, t, _ in puzzle.successors(s)]
        todo += graph[s]
    for s, nexts in graph.items():
        assert all(h(s) <= 1 + h(t) for t in nexts), s
    # exact distances to a goal by backward BFS: h never overestimates
    back: dict = {}
    for s, nexts in graph.items():
        for t in nexts:
            back.setdefault(t, []).append(s)
    dist = {s: 0 for s in graph if puzzle.is_goal(s)}
    frontier = list(dist)
    while frontier:
        nxt = []
        for t in frontier:
            for s in back.get(t, []):
                if s not in dist:
                    dist[s] = dist[t] + 1
                    nxt.append(s)
        frontier = nxt
    assert len(dist) == len(graph)
    assert all(h(s) <= dist[s] for s in graph)
    assert any(h(s) == dist[s] for s in graph if not puzzle.is_goal(s))


def test_move_targets_table_shape():
    table = move_targets(BOARD, ALL)
    assert len(table) == 12 and all(len(row) == 8 for row in table)


def test_replay_rejects_unknown_key():
    puzzle = CardPuzzle(BOARD)
    with pytest.raises(InvalidPuzzleError, match="not legal"):
        replay(puzzle, puzzle.start, ["Space"])
