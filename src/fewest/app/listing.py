"""What ``fewest list`` and ``GET /api/puzzles`` show: every family, from the registry."""

from __future__ import annotations

from typing import Any

from fewest.app.status import EXIT_MEANINGS
from fewest.puzzles import families


def listing_data() -> dict[str, Any]:
    """The listing as plain JSON (``fewest list --json``, ``GET /api/puzzles``).

    >>> data = listing_data()
    >>> [f["name"] for f in data["puzzles"]][:2]
    ['sliding', 'rubiks-square']
    >>> any(m["name"] == "bfs" for m in data["puzzles"][0]["methods"])
    True
    """
    return {
        "puzzles": [
            {
                "name": fam.name, "aliases": list(fam.aliases), "summary": fam.summary,
                "options": list(fam.options),
                "option_help": {opt: fam.option_help.get(opt, "") for opt in fam.options},
                "formats": ["text", "json", *fam.formats],
                "fast_method": fam.fast_method,
                "methods": [m.as_dict() for m in fam.all_methods()],
            }
            for fam in families()
        ],
        "exit_codes": {str(code): words for code, words in EXIT_MEANINGS.items()},
    }
