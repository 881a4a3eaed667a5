"""The browser tests' shared fixture: a real ``fewest serve`` on a loopback port, one per
test module (a module that needs other flags defines its own ``server``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.serve.live import live_server


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with live_server("--workers", "2", "--max-seconds", "10") as (url, _proc):
        yield url


#: the browser tests of the default lane (about half a minute): one or two of each page's
#: main paths; every other browser test runs in the slow lane (``make test-slow``)
DEFAULT_LANE = {
    "test_check_page.py::test_a_correct_program_gives_no_counterexample",
    "test_check_page.py::test_a_buggy_program_gives_the_counterexample_and_its_board_in_korean"
    "[boj-1525/bug_no_minus.py]",
    "test_play_feel.py::test_the_phone_layout_shows_the_board_and_the_moves_to_go_without_"
    "scrolling",
    "test_play_browser.py::test_sliding_clicks_undo_and_hint",
    "test_player_browser.py::test_player_plays_to_the_goal_and_steps_back[boj-2206]",
    "test_play_examples.py::test_the_example_plays_to_the_goal_by_hints[sliding]",
    "test_solver_page.py::test_korean_page_solves_under_the_strict_policy",
    "test_serve_browser.py::test_share_link_solves_on_load_and_shows_the_player",
    "test_watch_browser.py::test_two_thousand_dfs_steps_fill_the_pane_zoom_and_show_g_h_f",
    "test_play_issue41.py::test_the_score_cannot_be_gamed",
    "test_play_examples.py::test_a_computed_problem_opened_with_no_board_shows_a_random_cases_"
    "answer",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every browser test not in :data:`DEFAULT_LANE` is marked slow."""
    for item in items:
        if item.nodeid.startswith("tests/browser/") and \
                item.nodeid.removeprefix("tests/browser/") not in DEFAULT_LANE:
            item.add_marker(pytest.mark.slow)
