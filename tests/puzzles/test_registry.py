"""The registry's aliases are data: they must match what each family declares."""

import importlib
import subprocess
import sys

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.puzzles import REGISTRY, families, get_family, resolve_name


def test_registry_aliases_match_families() -> None:
    for fam in families():
        module, aliases = REGISTRY[fam.name]
        assert sorted(aliases) == sorted(fam.aliases), fam.name
        assert importlib.import_module(module).FAMILY is fam


@pytest.mark.parametrize("name", [a for _m, al in REGISTRY.values() for a in al])
def test_every_alias_resolves(name: str) -> None:
    assert get_family(name).name == resolve_name(name)


def test_unknown_name_is_one_line() -> None:
    with pytest.raises(InvalidPuzzleError, match="unknown puzzle 'nope'"):
        resolve_name("nope")


def test_an_alias_imports_only_its_family() -> None:
    probe = ("import sys; from fewest.puzzles import get_family; get_family('8-puzzle'); "
             "print(sorted(m for m in sys.modules if m.startswith('fewest.puzzles.') "
             "and m.count('.') == 2))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout
    assert "rubiks_square" not in out and "card_match" not in out and "snakes" not in out
    assert "fewest.puzzles.sliding" in out
