"""What ``fewest list`` and ``GET /api/puzzles`` show: every family, from the registry."""

from __future__ import annotations

from typing import Any

from fewest.app.sizes import default_size, example_board
from fewest.app.status import EXIT_MEANINGS
from fewest.puzzles import families, judge_families


def listing_data(play: bool = False) -> dict[str, Any]:
    """The listing as plain JSON (``fewest list --json``; with ``play``, what a page that
    plays them needs too, :func:`playing`: ``GET /api/puzzles``).

    >>> data = listing_data()
    >>> [f["name"] for f in data["puzzles"]][:2]
    ['sliding', 'rubiks-square']
    >>> any(m["name"] == "bfs" for m in data["puzzles"][0]["methods"])
    True
    >>> "default_size" in data["puzzles"][0]
    False
    >>> played = listing_data(play=True)["puzzles"][0]
    >>> played["default_size"], played["unit"]
    ('3x3', 'moves')
    """
    return {
        "puzzles": [
            {
                "name": fam.name, "aliases": list(fam.aliases), "summary": fam.summary,
                "options": list(fam.options),
                "option_help": {opt: fam.option_help.get(opt, "") for opt in fam.options},
                "formats": ["text", "json", *fam.formats],
                "fast_method": fam.fast_method,
                "goal_board": fam.goal_board,
                "computed": bool(fam.computed),
                "methods": [m.as_dict() for m in fam.all_methods()],
                **(playing(fam) if play else {}),
            }
            for fam in families()
        ],
        "exit_codes": {str(code): words for code, words in EXIT_MEANINGS.items()},
    }


def playing(fam: Any) -> dict[str, Any]:
    """What a page that plays ``fam`` shows of it: the default size, an example board,
    a line on what is asked in English and Korean (``about``, ``about_ko``),
    the unit of its answer (``moves``, or a cost such as ``won``; ``unit_ko`` in Korean
    where the problem says it) and, for a judge
    problem, its site, number and titles (not for a family whose checks a judge
    problem borrows: ``sliding`` is not Baekjoon 1525)."""
    spec = fam.judge
    out: dict[str, Any] = {"default_size": default_size(fam), "example": example_board(fam),
                           "unit": spec.unit if spec is not None else "moves",
                           "unit_ko": spec.unit_ko if spec is not None else "",
                           "about": str(fam.about), "about_ko": getattr(fam.about, "ko", "")}
    if spec is not None and fam.name in (spec.name, *spec.aliases):  # the problem itself
        out["judge"] = {"name": spec.name, "label": spec.label, "title_en": spec.title_en,
                        "title_ko": spec.title_ko}
    return out


def judge_data() -> list[dict[str, Any]]:
    """Every judge problem, from ``Family.judge`` of every registered family
    (``fewest list --judge``, ``--json``).

    >>> [j["name"] for j in judge_data()][:2]
    ['boj-1525', 'boj-2549']
    """
    out = []
    for fam in judge_families():
        spec = fam.judge
        if spec is None:
            continue
        out.append({"name": spec.name, "aliases": list(spec.aliases), "family": fam.name,
                    "site": spec.label.rsplit(" ", 1)[0], "number": spec.number,
                    "title_ko": spec.title_ko, "title_en": spec.title_en,
                    "source": spec.source, "io": spec.io, "call": spec.call,
                    "multi": spec.multi})
    return out
