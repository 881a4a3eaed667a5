"""What the check page offers: every judge problem, and the languages this machine runs.

:func:`problems_json` lists every judge problem the registry declares
(:func:`fewest.check.problem.judges`, from ``families()`` and each family's
``judge``): its name, site, number, Korean and English titles, the judge's
statement address, its docs page, an example input in the judge's own form
and the time limit.  The example is the problem's official sample when the
family declares ``samples`` (the judge kit's problems), else the first case
of its case stream as the judge feeds it.  Nothing here names a problem.

:func:`languages_json` lists the languages of :mod:`fewest.check.languages`
whose compiler or interpreter is installed here (Python always is: it runs
fewest).

>>> rows = problems_json()
>>> sorted(rows[0])  # doctest: +NORMALIZE_WHITESPACE
['docs', 'example', 'function', 'name', 'number', 'site', 'source', 'time_limit',
 'title_en', 'title_ko', 'unit']
>>> any(r["suffix"] == ".py" for r in languages_json())
True
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Any

from fewest.check.languages import LANGUAGES
from fewest.check.problem import Problem, judges

#: the repository's docs folder (present in a checkout; an installed wheel has none)
DOCS = Path(__file__).resolve().parents[3] / "docs"
#: a problem without its own page is described on the checker's page
FALLBACK_DOC = "check"


def example(problem: Problem) -> str:
    """One input in the judge's own form: the first official sample, else the first case
    of the case stream (stdin text, or the function's arguments as JSON)."""
    samples = getattr(getattr(problem.family, "problem", None), "samples", None) or ()
    if samples:
        return str(samples[0][0])
    case = next(iter(problem.spec.stream(random.Random(0))))
    given = problem.judge_input(case)
    return given if isinstance(given, str) else json.dumps(given, ensure_ascii=False)


def doc_page(name: str) -> str:
    """The docs page (a path under ``docs/``, without ``.md``) that describes ``name``."""
    own = f"problems/{name}"
    return own if (DOCS / f"{own}.md").is_file() or not DOCS.is_dir() else FALLBACK_DOC


def doc_text(page: str, lang: str) -> str | None:
    """A docs page's Markdown (the Korean page when ``lang`` is ``ko`` and one exists);
    ``None`` for a page that is not in the listing or not on disk."""
    allowed = {FALLBACK_DOC} | {row["docs"] for row in problems_json()}
    if page not in allowed:
        return None
    for path in ([DOCS / f"{page}.ko.md"] if lang == "ko" else []) + [DOCS / f"{page}.md"]:
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None


def problems_json() -> list[dict[str, Any]]:
    """Every judge problem as the page's picker shows it (see the module docstring)."""
    rows = []
    for p in judges():
        spec = p.spec
        rows.append({"name": p.name, "site": p.site, "number": spec.number,
                     "title_ko": spec.title_ko, "title_en": spec.title_en,
                     "source": spec.source, "docs": doc_page(p.name), "example": example(p),
                     "time_limit": spec.time_limit, "function": p.function, "unit": spec.unit})
    return rows


def languages_json() -> list[dict[str, Any]]:
    """The languages whose compiler (or interpreter) is installed: suffix and name."""
    out = []
    for suffix, language in LANGUAGES.items():
        tool = language.compile[0] if language.compile else language.run[0]
        if tool.startswith("{") or shutil.which(tool) is not None:
            out.append({"suffix": suffix, "name": language.name})
    return out
