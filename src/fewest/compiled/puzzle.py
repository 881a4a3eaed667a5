"""``CompiledPuzzle``: a user's own puzzle, searched by compiled kernels.

A state is a fixed-length row of small non-negative ints (``uint8`` inside).
The user writes ``successors(state, out)`` (a numba ``@njit`` function, or a
plain one that numba can compile) that writes the next states as rows of
``out`` and returns how many it wrote; optional trailing parameters
``moves`` (the move id of each row, an index into ``move_names``; default:
the row number) and ``costs`` (integer costs >= 1; default 1).

>>> import numpy as np
>>> from numba import njit
>>> @njit
... def step(state, out):           # a counter 0..9 that moves by +1 or +3
...     out[0, 0] = (state[0] + 1) % 10
...     out[1, 0] = (state[0] + 3) % 10
...     return 2
>>> p = CompiledPuzzle((0,), step, goal=(7,), max_successors=2, move_names=("+1", "+3"),
...                    values=10)
>>> [(m, s) for m, s, _ in p.successors((9,))]
[('+1', (0,)), ('+3', (2,))]
>>> import fewest
>>> s = fewest.solve(p, "bfs")
>>> s.length, sorted(s.moves), s.states[-1]
(3, ['+1', '+3', '+3'], (7,))
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from fewest.compiled import common, functions
from fewest.compiled.keys import KeyLayout, pack, unpack
from fewest.errors import InvalidPuzzleError

#: the most successors one state may have
MAX_SUCCESSORS = 4096


def _state(value: Any, what: str) -> tuple[int, ...]:
    """``value`` as a tuple of non-negative ints, or a clear error quoting it."""
    try:
        items = tuple(value)
    except TypeError:
        raise InvalidPuzzleError(f"{what} must be a sequence of ints, got {value!r}") from None
    ok = all(isinstance(v, int | np.integer) and not isinstance(v, bool) for v in items)
    if not items or not ok or any(v < 0 for v in items):
        raise InvalidPuzzleError(
            f"{what} must be a non-empty sequence of non-negative ints, got {value!r}")
    return tuple(int(v) for v in items)


def _rank_options(rank: Any, unrank: Any, states: Any) -> int | None:
    """``states`` checked when ``rank`` and ``unrank`` are given (all three or none)."""
    if rank is None and unrank is None and states is None:
        return None
    if rank is None or unrank is None or states is None:
        raise InvalidPuzzleError("give rank=, unrank= and states= together (a perfect hash of "
                                 "the states into 0..states-1 and its inverse), or none")
    from fewest.compiled.userrank import check_states

    return check_states(states)


#: compiled functions by (successors, predecessors, is_goal, heuristic, reversible)
_COMPILED: dict[tuple[Any, ...], tuple[Any, Any, Any, Any]] = {}


def _compile_functions(user: dict[str, Any], chk: bool, reversible: bool
                       ) -> tuple[Any, Any, Any, Any]:
    """The user's functions as the kernels' function values: succ, pred, goal, heuristic."""
    succ = functions.successors_function(user["successors"], "successors", chk)
    if user["predecessors"] is not None:
        pred = functions.successors_function(user["predecessors"], "predecessors", chk)
    else:
        pred = succ if reversible else functions.no_successors
    goal = (functions.no_goal if user["is_goal"] is None
            else functions.goal_function(user["is_goal"], chk))
    h = (functions.zero_heuristic if user["heuristic"] is None
         else functions.heuristic_function(user["heuristic"], chk))
    return succ, pred, goal, h


@dataclass
class Compiled:
    """A puzzle's functions as first-class function values, ready for the kernels."""

    succ: Any
    pred: Any
    goal: Any
    heuristic: Any
    layout: KeyLayout
    special: bool | None = None

    def kernel(self, py: Callable[..., Any], *args: Any) -> Any:
        """The kernel ``py`` compiled for ``args`` (see :func:`functions.kernel`)."""
        return functions.kernel(py, *args, special=self.special)

    def cfg(self, puzzle: CompiledPuzzle) -> np.ndarray:
        """A config array for this puzzle (the kernels' view of it)."""
        cfg = common.new_cfg()
        lay = self.layout
        cfg[common.N], cfg[common.BITS], cfg[common.PER] = lay.n, lay.bits, lay.per_word
        cfg[common.MAXSUCC] = puzzle.max_successors
        cfg[common.VALUES] = lay.values
        cfg[common.MOVES] = len(puzzle.move_names)
        cfg[common.GOALMODE] = (common.GOAL_FUNCTION if puzzle.has_goal_function
                                else common.GOAL_KEY)
        cfg[common.STOP] = cfg[common.STOP_STORED] = np.iinfo(np.int64).max
        cfg[common.MASK] = 255
        cfg[common.POISON] = 1
        return cfg


class CompiledPuzzle:
    """A puzzle whose states are rows of small ints and whose moves are numba functions.

    Parameters (keyword-only after ``successors``):

    * ``goal`` (a state) and/or ``is_goal`` (a jitted ``state -> bool``); with
      ``is_goal``, searches from the goal state (bidirectional BFS, pattern
      databases) are refused: the goal state is then one goal of several;
    * ``max_successors``: how many rows ``out`` has;
    * ``move_names``: a name per move id (default ``"0"``, ``"1"``, ...);
    * ``values``: values lie in ``0 .. values-1`` (default: one more than the
      largest in ``start`` and ``goal``; at most 256);
    * ``heuristic`` (a jitted ``state -> int``) with ``admissible=True`` when it
      never overestimates (spot-checked: :mod:`fewest.compiled.checks`);
      ``patterns`` (:class:`~fewest.compiled.pdb.PatternDatabase`) adds pattern
      databases built on first use;
    * ``reversible=True`` (every move can be undone at the same cost) or a jitted
      ``predecessors`` of the successors' shape, for bidirectional search;
    * ``checked`` is accepted and ignored (``checked=False`` warns): the functions always
      run with bounds checks and poisoned rows, which cost no measurable time;
    * ``specialize``: the search kernels are compiled for this puzzle's own
      functions (inlined) and cached on disk under a hash of their source, so
      only the first process compiles them (a few seconds per algorithm); by
      default (``None``) a function whose source cannot be read (a lambda, code
      typed at a prompt) uses the kernels shared by every puzzle instead, as
      ``specialize=False`` always does; ``True`` then compiles in each process;
    * ``rank`` (a jitted ``state -> int``), ``unrank`` (a jitted ``(r, state_out)``
      that writes the state of rank ``r``) and ``states`` (how many ranks): a
      perfect hash of the reachable states into ``0 .. states-1``, so BFS,
      distance tables and bidirectional BFS index byte arrays by rank instead of
      a hash table (:mod:`fewest.compiled.userrank`).
    """

    _fewest_compiled = True

    def __init__(self, start: Sequence[int], successors: Callable[..., int], *,
                 max_successors: int, goal: Sequence[int] | None = None,
                 is_goal: Callable[..., bool] | None = None,
                 move_names: Sequence[str] | None = None, values: int | None = None,
                 heuristic: Callable[..., int] | None = None, admissible: bool = False,
                 reversible: bool = False, predecessors: Callable[..., int] | None = None,
                 patterns: Any = None, checked: bool = True, specialize: bool | None = None,
                 name: str | None = None, rank: Callable[..., int] | None = None,
                 unrank: Callable[..., Any] | None = None, states: int | None = None) -> None:
        for role, fn in (("successors", successors), ("predecessors", predecessors),
                         ("is_goal", is_goal), ("heuristic", heuristic), ("rank", rank),
                         ("unrank", unrank)):
            if fn is not None or role == "successors":
                functions.check_function(fn, role)
        self.start = _state(start, "start")
        self.goal = None if goal is None else _state(goal, "goal")
        n = len(self.start)
        if self.goal is not None and len(self.goal) != n:
            raise InvalidPuzzleError(
                f"goal {self.goal} has {len(self.goal)} values, start {self.start} has {n}")
        if self.goal is None and is_goal is None:
            raise InvalidPuzzleError("give goal= (a state) or is_goal= (a jitted function)")
        if isinstance(max_successors, bool) or not isinstance(max_successors, int) or not (
                1 <= max_successors <= MAX_SUCCESSORS):
            raise InvalidPuzzleError(
                f"max_successors must be an int in 1..{MAX_SUCCESSORS}, got {max_successors!r}")
        self.max_successors = max_successors
        seen = max(self.start + (self.goal or ()))
        if values is None:
            values = seen + 1
        if isinstance(values, bool) or not isinstance(values, int) or values <= seen:
            raise InvalidPuzzleError(
                f"values={values!r} must be an int above every value of start and goal "
                f"(largest {seen})")
        self.layout = KeyLayout.for_state(n, values)
        self._extras = functions.extras(successors, "successors")
        names = (tuple(str(i) for i in range(max_successors)) if move_names is None
                 else tuple(str(m) for m in move_names))
        if not names or ("moves" not in self._extras and len(names) < max_successors):
            raise InvalidPuzzleError(
                f"move_names has {len(names)} names but successors writes up to "
                f"{max_successors} rows (give a name per row, or write move ids into moves)")
        self.move_names = names
        if heuristic is None and admissible:
            raise InvalidPuzzleError("admissible=True needs a heuristic")
        if predecessors is not None:
            functions.extras(predecessors, "predecessors")
        self._user = {"successors": successors, "predecessors": predecessors,
                      "is_goal": is_goal, "heuristic": heuristic, "rank": rank,
                      "unrank": unrank}
        self.states = _rank_options(rank, unrank, states)
        self.reversible = bool(reversible)
        self.heuristic_admissible = bool(admissible)
        self.heuristic_consistent = False
        self.unit_cost: bool | None = "costs" not in self._extras
        self.patterns = patterns
        if not checked:
            import warnings

            warnings.warn("CompiledPuzzle(checked=False) is ignored: the checks always run "
                          "(they cost no measurable time and keep a wrong function from "
                          "corrupting memory or giving a wrong answer)", DeprecationWarning,
                          stacklevel=2)
        self.checked = True
        self.specialize = None if specialize is None else bool(specialize)
        self.name = name or getattr(functions.python_function(successors), "__name__", "puzzle")
        self._compiled: Compiled | None = None
        #: what :func:`fewest.compiled.ranked.ranking_of` found, by its arguments
        self._rank_cache: dict[Any, Any] = {}
        self.compiled()  # numba's errors now, at construction, not at the first solve
        self.user_ranking()
        from fewest.compiled import guards

        guards.probe(self)

    # -- what the kernels use ------------------------------------------------
    @property
    def has_goal_function(self) -> bool:
        """True when the goal is a function rather than (only) a state."""
        return self._user["is_goal"] is not None

    @property
    def has_predecessors(self) -> bool:
        """True when the puzzle can be searched backward from its goal."""
        return self.goal is not None and (self.reversible or
                                          self._user["predecessors"] is not None)

    @property
    def single_goal(self) -> bool:
        """True when the goal is one state (``goal=`` without ``is_goal=``): what a search
        from the goal (bidirectional BFS, pattern databases) needs.  With ``is_goal=``
        the goal state is one goal among others, and such a search would miss the rest."""
        return self.goal is not None and not self.has_goal_function

    @property
    def heuristic_trusted(self) -> bool:
        """True when searches on the puzzle's heuristic stay optimal: none (zero),
        one declared admissible, or pattern databases (with either)."""
        own = self._user["heuristic"]
        return (own is None or self.heuristic_admissible) and (
            self.patterns is None or own is None or self.heuristic_admissible)

    def compiled(self) -> Compiled:
        """The puzzle's functions compiled (numba errors name the function).

        Compiled once per process for each set of user functions: puzzles
        that share their functions (a hundred boards of one puzzle) share
        the compiled code.
        """
        if self._compiled is None:
            user = self._user
            key = (user["successors"], user["predecessors"], user["is_goal"],
                   user["heuristic"], self.reversible)
            funcs = _COMPILED.get(key)
            if funcs is None:  # always bounds-checked: a stray index must raise, never
                # corrupt memory
                funcs = _COMPILED[key] = _compile_functions(user, True, self.reversible)
            self._compiled = Compiled(*funcs, self.layout, self.specialize)
        return self._compiled

    def user_ranking(self) -> Any:
        """The :class:`~fewest.compiled.userrank.Ranking` of the user's ``rank`` and
        ``unrank`` (compiled once per process), or ``None`` without them."""
        if self.states is None:
            return None
        from fewest.compiled.userrank import user_ranking

        return user_ranking(self._user["rank"], self._user["unrank"], self.states,
                            self.layout.n)

    def array(self, state: Sequence[int]) -> np.ndarray:
        """``state`` as the kernels' ``uint8`` row, checked against the puzzle's shape."""
        values = _state(state, "state")
        lay = self.layout
        if len(values) != lay.n or max(values) >= lay.values:
            raise InvalidPuzzleError(
                f"state {values} must have {lay.n} values in 0..{lay.values - 1}")
        return np.array(values, dtype=np.uint8)

    def key(self, state: Sequence[int]) -> tuple[int, int]:
        """The packed key of ``state``."""
        k0, k1 = pack(self.array(state), self.layout.bits, self.layout.per_word)
        return int(k0), int(k1)

    def unkey(self, k0: int, k1: int = 0) -> tuple[int, ...]:
        """The state of a packed key."""
        out = np.zeros(self.layout.n, dtype=np.uint8)
        unpack(np.uint64(k0), np.uint64(k1), self.layout.bits, self.layout.per_word, out)
        return tuple(int(v) for v in out)

    # -- the engine's protocol (interpreted view, used for replays and fallbacks) --
    def is_goal(self, state: Sequence[int]) -> bool:
        """True when ``state`` is a goal."""
        if self.has_goal_function:
            return bool(self.compiled().goal(self.array(state)))
        return tuple(state) == self.goal

    def successors(self, state: Sequence[int]) -> Iterator[tuple[str, tuple[int, ...], int]]:
        """``(move name, next state, cost)`` for each move, checked like the kernels check."""
        return self._moves(self.compiled().succ, state, "successors")

    def predecessors(self, state: Sequence[int]) -> Iterator[tuple[str, tuple[int, ...], int]]:
        """``(move name, previous state, cost)`` (the successors when reversible)."""
        if not self.has_predecessors:
            raise InvalidPuzzleError("this puzzle has no predecessors (give predecessors= or "
                                     "reversible=True, and a goal state)")
        return self._moves(self.compiled().pred, state, "predecessors")

    def _moves(self, fn: Any, state: Sequence[int], role: str
               ) -> Iterator[tuple[str, tuple[int, ...], int]]:
        from fewest.compiled.faults import fault, raised

        arr = self.array(state)
        m, n = self.max_successors, self.layout.n
        out = np.full((m, n), common.POISON_VALUE, np.uint8)
        moves, costs = np.full(m, common.UNSET, np.int64), np.full(m, common.UNSET, np.int64)
        cfg, ctr = self.compiled().cfg(self), common.new_ctr()
        err = np.zeros(2 * n, np.uint8)
        before = arr.copy()
        try:  # a direct call: far cheaper from Python than a kernel taking a function
            count = common.check_rows(fn(arr, out, moves, costs), arr, out, moves, costs,
                                      cfg, ctr, err)
            if count > 0 and self.layout.values > common.POISON_VALUE and (
                    common.POISON_VALUE in out[:count]):  # see common.expand
                first, out[:] = out.copy(), 0
                moves[:], costs[:] = common.UNSET, common.UNSET
                again = common.check_rows(fn(arr, out, moves, costs), arr, out, moves, costs,
                                          cfg, ctr, err)
                if again < 0:
                    count = again
                else:
                    marked = first[:count] == common.POISON_VALUE
                    changed = (marked & (out[:count] != common.POISON_VALUE)).any(axis=1)
                    if again != count or changed.any():
                        r = int(np.argmax(changed)) if changed.any() else min(count, again)
                        ctr[common.ERR_A] = r
                        out[:count] = first[:count]
                        count = int(common.keep_fault(common.ERR_MARKER, err, arr, out,
                                                      min(r, m - 1)))
        except Exception as exc:  # raised inside the user's compiled code
            raise raised(exc, n=n, max_successors=m) from None
        if not np.array_equal(arr, before):
            raise InvalidPuzzleError(
                f"{role} changed the state it was given ({tuple(int(v) for v in before)} "
                f"became {tuple(int(v) for v in arr)}); it must write only into out (copy "
                f"the state into a row first, then change the row)")
        if count < 0:
            raise fault(count, ctr, err, n=n, values=self.layout.values, max_successors=m,
                        moves=len(self.move_names), role=role)
        for r in range(count):
            yield self.move_names[moves[r]], tuple(int(v) for v in out[r]), int(costs[r])

    @property
    def heuristic(self) -> Callable[[Sequence[int]], int] | None:
        """The user's heuristic as a Python callable (``None`` without one)."""
        if self._user["heuristic"] is None:
            return None
        h = self.compiled().heuristic
        return lambda state: int(h(self.array(state)))

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without its compiled code (a worker process compiles its own), so a
        puzzle whose functions are importable (or closures numba can pickle) goes to
        a ``ProcessPoolExecutor``."""
        state = dict(self.__dict__)
        state["_compiled"] = None
        return state

    def __repr__(self) -> str:
        return (f"CompiledPuzzle({self.name}: {self.layout.n} values in "
                f"0..{self.layout.values - 1}, up to {self.max_successors} moves)")
