"""Every data file a benchmark reads is in the repository (issue 32, item 3).

A fresh clone runs ``make bench``: no benchmark reads ``../shared`` or any
other folder outside the checkout, and every instance file a benchmark names
is under ``bench/data/`` with its source in ``bench/data/README.md``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
SCRIPTS = sorted(BENCH.glob("*.py"))
#: a data file named in a string literal (``"korf100.tsv"``, ``"data/x.csv"``)
DATA_FILE = re.compile(r"""["'](?:[\w.-]+/)*([\w.-]+\.(?:tsv|csv|txt|json))["']""")


def test_every_data_file_a_benchmark_names_is_in_the_repository() -> None:
    named = {name for script in SCRIPTS for name in DATA_FILE.findall(script.read_text())}
    assert {"korf100.tsv", "korf24.tsv", "korf24_published.tsv"} <= named
    missing = sorted(name for name in named if not (BENCH / "data" / name).is_file())
    assert not missing, f"benchmarks read files the repository lacks: {missing}"
    readme = (BENCH / "data" / "README.md").read_text()
    for name in named:
        assert f"`{name}`" in readme, f"bench/data/README.md does not name {name}'s source"


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_no_benchmark_reads_outside_the_repository(script: Path) -> None:
    code = script.read_text()
    assert not re.search(r"""["']shared["']|\.\./shared|parents\[2\]""", code), (
        f"{script.name} reads a folder outside the repository")


def test_the_korf_files_hold_what_their_readme_says() -> None:
    import sys

    sys.path.insert(0, str(BENCH))
    try:
        from korf100 import DATA, read_instances
    finally:
        sys.path.remove(str(BENCH))
    assert DATA.is_relative_to(ROOT)
    rows15 = read_instances(DATA)
    rows24 = read_instances(BENCH / "data" / "korf24.tsv")
    assert len(rows15) == 100 and sum(opt for _i, _b, opt in rows15) == 5305
    assert len(rows24) == 50 and sum(opt for _i, _b, opt in rows24) == 5039
