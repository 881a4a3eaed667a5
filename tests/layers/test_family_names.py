"""No family name is written as a string outside its own folder (code, not docstrings),
except in the registry and the demo: front ends, the checker and the renderers read the
family contract, never a name.  A judge problem on the kit solved through a family
(``via``) names it in its declaration, and that family's folder may name the problem
(its tuned case stream serves it)."""

from __future__ import annotations

from fewest.puzzles import KIT_PROBLEMS, REGISTRY, get_family, resolve_name
from tests.layers.names import SRC, strings

ALLOWED = {"puzzles/__init__.py", "cli/demo.py"}


def test_no_family_name_outside_its_folder() -> None:
    owner = {}
    for family, (module, aliases) in REGISTRY.items():
        folder = SRC.joinpath(*module.split(".")[1:])
        if folder.with_suffix(".py").is_file():  # a problem on the kit: one module
            folder = folder.with_suffix(".py")
        for name in (family, *aliases):
            owner[name] = folder
    paired = set()  # (kit problem's module, the family it is solved through), both ways
    for name in KIT_PROBLEMS:
        via = get_family(name).problem.via  # type: ignore[attr-defined]
        if via is not None:
            mine, theirs = owner[name], owner[resolve_name(via[0])]
            paired |= {(mine, theirs), (theirs, mine)}
    fields = {owner[name]: set(get_family(name).problem.input.names())  # type: ignore[attr-defined]
              for name in KIT_PROBLEMS}  # a field named as the statement does ("snakes")
    found = []
    for path in sorted(SRC.rglob("*.py")):
        if path.relative_to(SRC).as_posix() in ALLOWED:
            continue
        for line, text in strings(path):
            if text in fields.get(path, ()):
                continue
            if text in owner and not path.is_relative_to(owner[text]) and not any(
                    path.is_relative_to(a) and owner[text] == b for a, b in paired):
                found.append(f"{path.relative_to(SRC)}:{line} {text!r}")
    assert found == []
