"""Solving methods as data: one :class:`Method` per way a family can solve.

Every family declares its own methods (compiled kernels, tables, ...) in a
tuple of :class:`Method`; the generic engine algorithms are methods too
(:func:`engine_methods`), so ``--algorithm`` accepts any of them for any
family and ``fewest list`` shows them all from one place.

>>> m = Method("pdb", optimal=True, summary="compiled IDA* with pattern databases")
>>> m.honours == frozenset(LIMIT_NAMES)
True
>>> [e.name for e in engine_methods()][:3]
['bfs', 'bidirectional', 'iddfs']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fewest.problem import Limits, Solution

from fewest.errors import LIMIT_REASONS

#: The limits a method may honour (the fields of :class:`~fewest.problem.Limits`).
LIMIT_NAMES = LIMIT_REASONS


@dataclass(frozen=True)
class TableNeed:
    """A table a method must build before it can search (first use only).

    ``what`` names it for people, ``bytes`` is its size on disk,
    ``build_seconds`` the typical build time on a 2-core machine, and
    ``command`` the command that builds it ahead of time.
    """

    what: str
    bytes: int
    build_seconds: float
    command: str


@dataclass(frozen=True)
class Method:
    """One registry entry: a way to solve a family's instances.

    ``optimal`` says whether its answers are proven shortest; ``honours`` the
    limits it checks while it runs (asking for any other is a usage error);
    ``parallel`` whether it can split one search over several processes;
    ``table`` describes, in words, a table built on first use (size and
    typical build time), or is ``None``; ``engine`` marks the generic engine
    algorithms; ``aliases`` are other accepted spellings.
    """

    name: str
    optimal: bool
    summary: str
    honours: frozenset[str] = field(default_factory=lambda: frozenset(LIMIT_NAMES))
    table: str | None = None
    aliases: tuple[str, ...] = ()
    engine: bool = False
    #: splits one search across ``Instance.jobs`` worker processes
    parallel: bool = False
    #: ``run(instance, limits) -> Solution``: the method's own entry (import its
    #: kernels inside, so that listing methods stays cheap): the only way a method
    #: runs; ``None`` for the engine algorithms
    run: Callable[[Any, Limits | None], Solution[Any]] | None = field(
        default=None, compare=False, repr=False)

    def as_dict(self) -> dict[str, Any]:
        """Plain JSON for ``fewest list --json`` and the web API."""
        return {
            "name": self.name, "optimal": self.optimal, "summary": self.summary,
            "honours": sorted(self.honours), "table": self.table,
            "aliases": list(self.aliases), "engine": self.engine, "parallel": self.parallel,
        }


def normalise(name: str) -> str:
    """The lookup key of a method name: lower case, ``-`` for ``_``.

    >>> normalise(" Pair_DP ")
    'pair-dp'
    """
    return name.strip().lower().replace("_", "-")


def engine_methods() -> tuple[Method, ...]:
    """The generic engine algorithms as :class:`Method` entries (every family has them)."""
    from fewest.search.registry import ALGORITHMS, ALIASES

    out = []
    for info in ALGORITHMS.values():
        aliases = tuple(sorted({normalise(a) for a, target in ALIASES.items()
                                if target == info.name} - {normalise(info.name)}))
        out.append(Method(normalise(info.name), optimal=info.optimal, summary=info.summary,
                          aliases=aliases, engine=True))
    return tuple(out)
