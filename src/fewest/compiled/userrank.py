"""A user's own perfect hash: ``rank(state) -> int`` and ``unrank(r, state_out)``.

``CompiledPuzzle(..., rank=rank, unrank=unrank, states=N)`` says that every
reachable state has a rank in ``0 .. N-1``, distinct states distinct ranks,
and that ``unrank`` writes the state of a rank into its second argument (a
``uint8`` row of the state's length).  BFS, full distance tables and
bidirectional BFS then index a byte array by rank instead of hashing packed
keys (:mod:`fewest.compiled.ranked`).

Both functions become first-class function values of fixed types
(:data:`RANK`, :data:`UNRANK`), so the rank kernels compile once for every
puzzle.  A :class:`Ranking` is what a search uses: the size, the function
values, and Python views of them (``rank``, ``unrank``, :meth:`Ranking.check`).
The permutation ranking (:func:`permutations`) is a :class:`Ranking` too,
with ``None`` for both functions: its kernels inline the Lehmer code.

>>> import numpy as np
>>> from numba import njit
>>> @njit
... def rank(state):
...     return state[0] * 3 + state[1]
>>> @njit
... def unrank(r, out):
...     out[0], out[1] = r // 3, r % 3
>>> ranking = user_ranking(rank, unrank, 9, 2)
>>> ranking.rank((2, 1)), ranking.unrank(5), ranking.size
(7, (1, 2), 9)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from numba import njit, types

from fewest.compiled import functions
from fewest.compiled.functions import STATE
from fewest.errors import InvalidPuzzleError

RANK = types.int64(STATE)
UNRANK = types.int64(types.int64, STATE)
#: the most ranks a rank-indexed search takes (its queues hold 32-bit ranks)
MAX_STATES = 1 << 32
#: what a row holds before ``unrank`` writes it (a cell it leaves unwritten shows)
POISON = 255


#: ``rinfo`` (the int64 array every rank kernel takes): its slots, then three tables
#: of 256 from :data:`MAP` on: value -> class (:data:`ABSENT` for a value not in the
#: start), class -> value, and each class's count; then scratch for a multiset's ranks
USER, SIZE, KIND, CLASSES, STRICT = range(5)
MAP, VALS, COUNTS, SCRATCH = 8, 8 + 256, 8 + 512, 8 + 768
#: what ``MAP`` holds for a value the start does not hold (no class: a row holding it
#: is no permutation of the start's values)
ABSENT = 63
#: ``rinfo[KIND]``: a permutation of distinct values (a Lehmer code), a multiset's
KIND_PERM, KIND_MULTISET = 0, 1


@dataclass(frozen=True)
class Ranking:
    """How a rank-indexed search numbers states: ``size`` ranks; ``user`` when the
    puzzle's own ``rank``/``unrank`` (the function values) do it, else the states are
    the arrangements of the start's values (``values``, sorted), inlined in the
    kernels: the Lehmer code of the values' indices when they are distinct (``0 ..
    n-1`` or any others: ``(1, ..., n)``), else the rank of a multiset's permutation
    (:mod:`fewest.kernels.multiset`).  ``strict``: a successor row that is not such
    an arrangement is an error (the start is a permutation of ``0 .. n-1`` and
    ``values == n``, so no other state is possible); else the search falls back to
    the hash table."""

    size: int
    n: int
    user: bool
    rank_fn: Any = None
    unrank_fn: Any = None
    values: tuple[int, ...] = ()
    strict: bool = True

    @property
    def multiset(self) -> bool:
        """True when the start repeats a value (a multiset's permutations)."""
        return len(set(self.values)) < len(self.values)

    def arranges(self, state: Sequence[int]) -> bool:
        """True when ``state`` has a rank: any state for a user's ranks, else an
        arrangement of the start's values."""
        return self.user or sorted(state) == list(self.values)

    def rinfo(self) -> np.ndarray:
        """The ``rinfo`` array of the kernels (see :data:`MAP`)."""
        info = np.zeros(SCRATCH + 256, np.int64)
        info[USER], info[SIZE], info[STRICT] = int(self.user), self.size, int(self.strict)
        info[MAP:MAP + 256] = ABSENT
        if not self.user:
            classes = sorted(set(self.values))
            info[KIND] = KIND_MULTISET if self.multiset else KIND_PERM
            info[CLASSES] = len(classes)
            for c, v in enumerate(classes):
                info[MAP + v], info[VALS + c] = c, v
                info[COUNTS + c] = self.values.count(v)
        return info

    def rank(self, state: Sequence[int]) -> int:
        """The rank of ``state`` (not checked; an exception the user's ``rank`` raises
        is one line)."""
        if self.user:
            try:
                return int(self.rank_fn(np.array(state, np.uint8)))
            except Exception as exc:  # raised inside the user's compiled code
                raise _raised("rank", exc, tuple(state)) from None
        from fewest.kernels.multiset import multiset_rank

        return multiset_rank(state, self.values)

    def unrank(self, r: int) -> tuple[int, ...]:
        """The state of rank ``r`` (not checked)."""
        if self.user:
            out = np.full(self.n, POISON, np.uint8)
            try:
                self.unrank_fn(np.int64(r), out)
            except Exception as exc:  # raised inside the user's compiled code
                raise _raised("unrank", exc, r) from None
            return tuple(int(v) for v in out)
        from fewest.kernels.multiset import multiset_unrank

        return multiset_unrank(r, self.values)

    def check(self, state: tuple[int, ...], seen: dict[int, tuple[int, ...]] | None = None
              ) -> int:
        """The rank of ``state``, checked: in range, ``unrank`` gives ``state`` back, and
        (with ``seen``, ranks already met) no other state has it; else one clear line."""
        r = self.rank(state)
        if not 0 <= r < self.size:
            raise InvalidPuzzleError(out_of_range(state, r, self.size))
        other = seen.get(r, state) if seen is not None else state
        if other != state:
            raise InvalidPuzzleError(collision(r, other, state))
        back = self.unrank(r)
        if back != state:
            raise InvalidPuzzleError(self.not_inverse(state, r, back))
        if seen is not None:
            seen[r] = state
        return r

    def not_inverse(self, state: tuple[int, ...], r: int, back: tuple[int, ...]) -> str:
        """The message when ``unrank(rank(state))`` gives ``back``, another state: a
        collision when ``back`` has the same rank, else ``unrank`` is wrong."""
        try:
            same = self.rank(back) == r
        except Exception:  # a rank that fails on back proves no collision
            same = False
        if same:
            return collision(r, back, state)
        return (f"unrank is not the inverse of rank: rank({state}) = {r:,}, but unrank({r:,}) "
                f"wrote {back}")


def _raised(role: str, exc: BaseException, arg: object) -> InvalidPuzzleError:
    """The error for an exception raised by the user's ``rank`` or ``unrank``."""
    return InvalidPuzzleError(f"{role}({arg}) raised {type(exc).__name__}: {exc} (a state "
                              f"is a uint8 row of the start's length)")


def out_of_range(state: tuple[int, ...], r: int, size: int) -> str:
    """The message for a rank outside ``0 .. size-1``."""
    return (f"rank returned {r:,} for state {state}; ranks must lie in 0..{size - 1:,} "
            f"(states={size:,})")


def collision(r: int, a: tuple[int, ...], b: tuple[int, ...]) -> str:
    """The message for two states of one rank."""
    return (f"rank is not one-to-one: states {a} and {b} both have rank {r:,} (a search "
            f"over ranks would take one for the other)")


def permutations(n: int) -> Ranking:
    """The Lehmer-code ranking of the permutations of ``0 .. n-1``."""
    import math

    return Ranking(math.factorial(n), n, False, values=tuple(range(n)))


def arrangements(values: Sequence[int], strict: bool = False) -> Ranking:
    """The ranking of the arrangements of ``values`` (a multiset: values may repeat,
    and need not start at 0); ``strict`` as in :class:`Ranking`."""
    from fewest.kernels.multiset import arrangements_count

    ordered = tuple(sorted(int(v) for v in values))
    return Ranking(arrangements_count(ordered), len(ordered), False, values=ordered,
                   strict=strict)


#: function values by (rank, unrank): puzzles sharing their functions share the code
_COMPILED: dict[tuple[Any, Any], tuple[Any, Any]] = {}


def user_ranking(rank: Any, unrank: Any, states: int, n: int) -> Ranking:
    """The :class:`Ranking` of a user's ``rank`` and ``unrank`` (compiled once per
    process; numba's errors name the function)."""
    key = (rank, unrank)
    found = _COMPILED.get(key)
    if found is None:
        found = _COMPILED[key] = (_rank_value(rank), _unrank_value(unrank))
    return Ranking(states, n, True, *found)


def _rank_value(fn: Any) -> Any:
    user = functions._jit(fn, "rank", True)
    functions._compile(user, "rank", (STATE,), "int")
    return njit(RANK)(lambda state: user(state))


def _unrank_value(fn: Any) -> Any:
    user = functions._jit(fn, "unrank", True)
    name = getattr(functions.python_function(fn), "__name__", "unrank")
    try:
        user.compile((types.int64, STATE))
    except Exception as exc:  # numba raises many types; all mean "cannot compile"
        raise InvalidPuzzleError(
            f"unrank function {name!r} could not be compiled by numba: "
            f"{functions.numba_reason(exc)}") from None

    def wrap(r, out):
        user(r, out)
        return 0

    return njit(UNRANK)(wrap)


def check_states(states: Any) -> int:
    """``states`` as the number of ranks, or one clear line."""
    if isinstance(states, bool) or not isinstance(states, int | np.integer) or not (
            1 <= states <= MAX_STATES):
        raise InvalidPuzzleError(
            f"states= must be the number of ranks, an int in 1..{MAX_STATES:,} "
            f"(2**32), got {states!r}")
    return int(states)
