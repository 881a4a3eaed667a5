"""How emoticons look: the screen's count, the clipboard's, and the goal ``S``.

>>> v = make_view(18)
>>> [c.label for c in v.state_grid((3, 0)).cells]
['screen 3', 'clipboard empty', 'to', '18']
>>> v.move_highlights("paste", (3, 3), (6, 3)).text
'paste: add the clipboard to the screen'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import LineView

WORDS = {"copy": "copy: the whole screen to the clipboard",
         "paste": "paste: add the clipboard to the screen",
         "delete": "delete: one emoticon off the screen"}


def make_view(goal: int) -> LineView:
    """Screen and clipboard cells, an arrow, the goal count."""

    def cells(state: Any) -> list[tuple[str, str]]:
        screen, clip = int(state[0]), int(state[1])
        return [(f"screen {screen}", "finish" if screen == goal else "tile"),
                (f"clipboard {clip}" if clip else "clipboard empty", "card-up"),
                ("to", "empty"), (str(goal), "finish")]

    def focus(state: Any) -> int:
        return 0

    return LineView(cells, words=lambda m: WORDS.get(str(m), str(m)), focus=focus)
