"""Terminal playback: plain frames off a terminal, rich animation on one."""

from __future__ import annotations

import io
import re

from fewest.render.terminal import play
from tests.render.helpers import solved


def test_plain_frames_show_every_state_once() -> None:
    inst, sol = solved("card-match")
    out = io.StringIO()
    play(inst, sol, out=out)  # a StringIO is not a terminal
    text = out.getvalue()
    assert re.findall(r"^move (\d+) / 14: ", text, re.M) == [str(i) for i in range(15)]
    assert "\x1b[" not in text
    # the cursor is bracketed in every frame; the last frame has no cards left
    blocks = text.strip().split("\n\n")
    assert all("[" in b for b in blocks)
    assert len(blocks) == 15
    assert not re.search(r"\d", "\n".join(blocks[-1].splitlines()[1:]))


def test_animation_ends_on_the_goal() -> None:
    inst, sol = solved("sliding")
    out = io.StringIO()
    play(inst, sol, speed=1000, out=out, animate=True)
    text = out.getvalue()
    # rich draws the last frame when the output is not a real terminal
    assert "move 3 / 3: tile 8 left" in text
