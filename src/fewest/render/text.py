"""A solution as text for people: the answer, the stats, the moves and the boards."""

from __future__ import annotations

import unicodedata
from typing import Any

from fewest.lang import fill
from fewest.problem import Solution
from fewest.puzzles.base import Instance

#: the frame of a text answer, in each language fewest speaks
FRAME = {
    "en": {"answer": "Answer: ", "computed": "{shown} (computed exactly by {method}, no moves "
           "to show)", "seconds": "Stats: {seconds:.3f} s", "optimal": "optimal (proven)",
           "bound": "NOT guaranteed shortest (within {bound:g}x optimal)",
           "unproven": "NOT guaranteed shortest", "moves": "{n} move|{n} moves",
           "headline": "{moves}, {verdict}, found by {method}", "cost": "Cost: {cost}",
           "stats": "Stats: {expanded:,} expanded, {generated:,} generated, peak {peak:,} "
           "states, {seconds:.3f} s", "iterations": "Iterations (bound: expanded in time): ",
           "iteration": "{bound:g}: {expanded:,} in {seconds:.3f} s",
           "rate": "; {rate:,.0f} nodes/s", "move-list": "Moves: ", "start": "start"},
    "ko": {"answer": "답: ", "computed": "{shown} (정확히 계산함, 방법 {method}; 보여 줄 수순은 "
           "없습니다)", "seconds": "통계: {seconds:.3f}초", "optimal": "최적 (증명됨)",
           "bound": "최단이라는 보장 없음 (최적의 {bound:g}배 이내)",
           "unproven": "최단이라는 보장 없음", "moves": "{n}수|{n}수",
           "headline": "{moves}, {verdict}, 찾은 방법 {method}", "cost": "비용: {cost}",
           "stats": "통계: 확장 {expanded:,}, 생성 {generated:,}, 최대 {peak:,}개 상태 저장, "
           "{seconds:.3f}초", "iterations": "반복 (한계: 확장 수, 시간): ",
           "iteration": "{bound:g}: {expanded:,}, {seconds:.3f}초",
           "rate": "; 초당 {rate:,.0f}개 노드", "move-list": "수순: ", "start": "시작"},
}


def _say(lang: str, key: str, **values: Any) -> str:
    return fill(FRAME.get(lang, FRAME["en"])[key], **values)


def solution_text(instance: Instance, solution: Solution[Any], *, boards: bool,
                  lang: str = "en") -> str:
    """A person's view: the answer, the moves, and (optionally) the boards on the way,
    framed in ``lang`` (``en`` or ``ko``; the moves and boards are the family's own)."""
    st = solution.stats
    if not solution.states:  # a computed answer (a problem that is not one search): no path
        shown = (instance.judge_output(solution, "judge") if "judge" in instance.family.formats
                 else f"{solution.cost:g}")
        return (_say(lang, "answer") + _say(lang, "computed", shown=" / ".join(
            shown.splitlines()), method=solution.algorithm) + "\n"
            + _say(lang, "seconds", seconds=st.seconds))
    if solution.optimal:
        verdict = _say(lang, "optimal")
    elif solution.bound is not None:
        verdict = _say(lang, "bound", bound=solution.bound)
    else:
        verdict = _say(lang, "unproven")
    lines = [_say(lang, "answer") + _say(lang, "headline", moves=_say(
        lang, "moves", n=solution.length), verdict=verdict, method=solution.algorithm)]
    if solution.cost != solution.length:
        lines.append(_say(lang, "cost", cost=solution.cost))
    lines.append(_say(lang, "stats", expanded=st.expanded, generated=st.generated,
                      peak=st.peak_stored, seconds=st.seconds))
    if st.iterations:
        spent = sum(it.seconds for it in st.iterations)
        its = "; ".join(_say(lang, "iteration", bound=it.bound, expanded=it.expanded,
                             seconds=it.seconds) for it in st.iterations)
        rate = (_say(lang, "rate", rate=sum(it.expanded for it in st.iterations) / spent)
                if spent > 0 else "")
        lines.append(_say(lang, "iterations") + its + rate)
    if solution.moves:
        lines.append(_say(lang, "move-list") + ", ".join(
            instance.move_text(m) for m in solution.moves))
    if boards:
        blocks = [(_say(lang, "start"), instance.format_state(solution.states[0]))]
        for i, (move, state) in enumerate(zip(solution.moves, solution.states[1:], strict=False)):
            blocks.append((f"{i + 1}. {instance.move_text(move)}", instance.format_state(state)))
        lines.append("")
        lines.append(side_by_side(blocks))
    return "\n".join(lines)


def columns(text: str) -> int:
    """The terminal columns ``text`` takes: a wide character (Korean) takes two.

    >>> columns("start"), columns("시작")
    (5, 4)
    """
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * (width - columns(text))


def side_by_side(blocks: list[tuple[str, str]], width: int = 78, gap: int = 3) -> str:
    """Lay captioned text blocks out in rows that fit ``width`` columns.

    >>> print(side_by_side([("a", "1 2\\n3 0"), ("b", "1 2\\n0 3")]))
    a     b
    1 2   1 2
    3 0   0 3
    """
    cells = []
    for caption, body in blocks:
        body_lines = body.splitlines()
        w = max(columns(caption), *(columns(x) for x in body_lines))
        cells.append(([caption, *body_lines], w))
    rows: list[list[tuple[list[str], int]]] = [[]]
    used = 0
    for cell in cells:
        if rows[-1] and used + gap + cell[1] > width:
            rows.append([])
            used = 0
        used += cell[1] + (gap if rows[-1] else 0)
        rows[-1].append(cell)
    out: list[str] = []
    for row in rows:
        height = max(len(c[0]) for c in row)
        for k in range(height):
            parts = [_pad(c[0][k] if k < len(c[0]) else "", c[1]) for c in row]
            out.append((" " * gap).join(parts).rstrip())
        out.append("")
    return "\n".join(out).rstrip()
