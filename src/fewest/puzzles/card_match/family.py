"""The card-matching family as the CLI sees it: parse, solve, show.

>>> from fewest.puzzles.base import InputOptions
>>> inst = FAMILY.parse("1 0 0 3 / 2 0 0 0 / 0 0 0 2 / 3 0 1 0",
...                              InputOptions(cursor=(1, 0)))
>>> sol = inst.solve()
>>> inst.judge_output(sol, "number")
'14'
>>> sol.moves[:2]
['Enter', 'Down']
>>> print(inst.format_state(sol.states[2]))
 1   .   .   3
 2*  .   .   .
[.]  .   .   2
 3   .   1   .
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits
from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, InputOptions, Instance, Report
from fewest.puzzles.card_match.judge import JUDGE
from fewest.puzzles.card_match.methods import ALGORITHM, GREEDY, METHOD_TABLE
from fewest.puzzles.card_match.model import CardBoard, parse_board
from fewest.puzzles.card_match.puzzle import CardPuzzle


class CardMatchInstance(Instance):
    """One validated card board with its starting cursor."""

    def __init__(self, board: CardBoard) -> None:
        self.board = board

    def auto_method(self, limits: Limits | None) -> str:
        """The pair-removal DP (after the quick engine search)."""
        return ALGORITHM

    def view(self) -> Any:
        from fewest.puzzles.card_match.view import CardView

        return CardView(self.board)

    def puzzle(self) -> CardPuzzle:
        """The full-game-state engine puzzle."""
        return CardPuzzle(self.board)

    def format_state(self, state: Any) -> str:
        """The board: ``[x]`` marks the cursor, ``x*`` the face-up card, ``.`` an empty cell."""
        cursor, mask, up = state
        b = self.board
        width = max(len(str(face)) for face in b.faces)
        lines = []
        for r in range(b.rows):
            parts = []
            for c in range(b.cols):
                cell = r * b.cols + c
                p = b.cell_pair[cell]
                text = str(b.faces[p]) if p >= 0 and mask >> p & 1 else "."
                text = text.rjust(width)
                star = "*" if cell == up else " "
                parts.append(f"[{text}]{star}" if cell == cursor else f" {text}{star} ")
            lines.append("".join(parts).rstrip())
        return "\n".join(lines)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        """The cards still down as a board, and the cursor; ``None`` while a card is up.

        >>> inst = FAMILY.parse("1 2 / 2 1")
        >>> inst.board_of((3, 0b10, -1))
        ([[0, 2], [2, 0]], {'cursor': [1, 1], 'shape': None})
        >>> inst.board_of((3, 0b11, 0)) is None
        True
        """
        cursor, mask, up = state
        b = self.board
        if up >= 0:
            return None
        cells = [b.faces[p] if p >= 0 and mask >> p & 1 else 0 for p in b.cell_pair]
        rows = [cells[r * b.cols:(r + 1) * b.cols] for r in range(b.rows)]
        return rows, {"cursor": list(divmod(cursor, b.cols)), "shape": None}

    def move_text(self, move: Any) -> str:
        """Key names are already human text (``"Ctrl+Left"``, ``"Enter"``)."""
        return str(move)

    def summary(self) -> dict[str, Any]:
        """Board size, pair count and starting cursor."""
        b = self.board
        return {"rows": b.rows, "cols": b.cols, "pairs": b.pairs, "cursor": list(b.cursor)}


class CardMatchFamily(Family):
    """Card pair matching (Programmers 72415) on any R x C board."""

    name = "card-match"
    aliases = ("cards", "card-matching")
    summary = "Card pair matching (Programmers 72415): fewest key presses to clear the board"
    formats = ("number", "judge")
    judge = JUDGE
    methods = METHOD_TABLE
    goal_board = False
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "a cleared board has many goal states (any cursor cell)"}
    fast_method = GREEDY
    #: ``auto`` first tries a small engine search (a few pairs answer without
    #: loading the compiled kernels)
    quick = ("bfs", 600)

    def build(self, board: Any, options: InputOptions) -> CardMatchInstance:
        """Validate ``board`` and the cursor (or Programmers 72415's arguments
        ``{"board": rows, "r": r, "c": c}``)."""
        if isinstance(board, dict) and "board" in board:
            cursor = (board.get("r", 0), board.get("c", 0))
            if options.cursor is not None and tuple(options.cursor) != cursor:
                raise InvalidPuzzleError(f"--cursor {options.cursor} and the case's r, c "
                                         f"{cursor} disagree")
            return CardMatchInstance(parse_board(board["board"], cursor=cursor,
                                                 shape=options.shape))
        return CardMatchInstance(parse_board(board, cursor=options.cursor, shape=options.shape))

    def analyze(self, target: str, options: InputOptions, *,
                progress: ProgressFn | None = None) -> Report:
        """No whole-space analysis: card boards are sampled (``--sample N``)."""
        raise InvalidPuzzleError(
            "whole-space analysis is not available for card-match; sample random boards "
            f"of a size with --sample N (e.g. 4x4 --pairs 8 --sample 1000), got {target!r}")


FAMILY = CardMatchFamily()
CardMatchInstance.family = FAMILY
