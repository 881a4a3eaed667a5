"""Add every judge problem on the kit to the catalogue page (docs/problems.md): a table
row with its titles and page, and one solve example (its shortest official sample,
one line: rows joined by `` / ``, or its JSON arguments) with the output fewest
prints.  Rows and examples already there are kept; run after adding problems:

    .venv/bin/python docs/make_catalogue.py

The examples run in ``tests/docs`` like every other example of the page.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from fewest.puzzles import KIT_PROBLEMS, get_family
from fewest.puzzles.judge import SITES

PAGE = Path(__file__).with_name("problems.md")


def one_line(name: str) -> str | None:
    """The shortest official sample as one command-line board."""
    problem = get_family(name).problem  # type: ignore[attr-defined]
    texts = sorted((text for text, _ in problem.samples), key=len)
    for text in texts:
        if problem.input.json:
            line = " ".join(text.split())
        else:
            line = " / ".join(row.strip() for row in text.strip().splitlines())
        if len(line) <= 160 and "'" not in line:
            return line
    return None


def main() -> None:
    page = PAGE.read_text()
    table_end = page.index("\nOne input per problem")
    rows, examples = [], []
    for name in KIT_PROBLEMS:
        family = get_family(name)
        spec = family.judge
        assert spec is not None
        if f"[{name}](problems/{name}.md)" not in page and f"`{name}`" not in page:
            link = (f"[{name}](problems/{name}.md)" if PAGE.with_name("problems").joinpath(
                f"{name}.md").is_file() else f"`{name}`")
            rows.append(f"| {SITES[spec.site]} {spec.number} | {spec.title_ko} | "
                        f"{spec.title_en} | {link} |")
        board = one_line(name)
        if board is None or f"$ fewest solve {name} " in page:
            continue
        out = subprocess.run([sys.executable, "-m", "fewest.cli.app", "solve", name, board,
                              "-f", "judge"], capture_output=True, text=True, timeout=120)
        if out.returncode in (0, 1) and out.stdout.strip():
            examples.append(f"$ fewest solve {name} '{board}' -f judge\n{out.stdout.rstrip()}")
    table = page[:table_end].rstrip("\n") + "\n" + "".join(r + "\n" for r in rows)
    rest = page[table_end:]
    close = rest.rindex("```")
    rest = rest[:close] + "".join(e + "\n" for e in examples) + rest[close:]
    count = len(re.findall(r"^\| (Baekjoon|LeetCode|Programmers) ", table, flags=re.M))
    table = re.sub(r"fewest solves, checks and plays \d+ ", f"fewest solves, checks and plays "
                   f"{count} ", table)
    PAGE.write_text(table + rest)
    print(f"{len(rows)} rows and {len(examples)} examples added; {count} problems listed")


if __name__ == "__main__":
    main()
