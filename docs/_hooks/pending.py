"""mkdocs hook: nav entries for pages that other branches are still writing.

The nav in ``mkdocs.yml`` names every page of the site, including the ones in
:data:`PENDING`, which are written on other branches.  Until such a page's
file exists, its nav entry is dropped, so ``mkdocs build --strict`` passes
before and after it lands.  Any other missing page still fails the build.
An entry with a ``*`` (``puzzles/*.md``) stands for every page it matches,
in name order, so a new puzzle's page joins the nav by being written.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: pages written on other branches (paths inside docs/); joined to the nav once they exist
PENDING = frozenset({"puzzles.md", "check.md", "compiled.md", "playground.md"})


def present(nav: list[Any], docs: Path) -> list[Any]:
    """``nav`` without the entries that point at a pending page not written yet, and
    with each ``*`` entry replaced by the pages it matches.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "check.md").write_text("# Check")
    >>> present([{"Home": "index.md"}, {"Puzzles": "puzzles.md"},
    ...          {"More": [{"Check": "check.md"}, "compiled.md", "more/*.md"]}], folder)
    [{'Home': 'index.md'}, {'More': [{'Check': 'check.md'}]}]
    """
    kept: list[Any] = []
    for entry in nav:
        target = next(iter(entry.values())) if isinstance(entry, dict) else entry
        if isinstance(target, list):
            children = present(target, docs)
            if children:
                kept.append({next(iter(entry)): children})
        elif "*" in target:
            kept += sorted(path.relative_to(docs).as_posix() for path in docs.glob(target))
        elif target not in PENDING or (docs / target).is_file():
            kept.append(entry)
    return kept


def on_config(config: Any) -> Any:
    """Drop the pending pages that are not in the docs folder yet."""
    config["nav"] = present(config["nav"], Path(config["docs_dir"]))
    return config
