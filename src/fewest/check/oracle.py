"""One judge input (:class:`Case`) and its proven-optimal answer (:class:`Expected`).

A case's value is the plain JSON value the family's judge declares (for
function problems, the arguments by name).  The :class:`Oracle` asks the
application layer (``fewest.app.run``) in fewest's own process, once per
distinct case, and keeps the answers: the shrinker asks about the same
cases again and again.  The expected output is what an accepted submission
prints: ``instance.judge_output(solution, "judge")``.

>>> from fewest.check.problem import problem
>>> oracle = Oracle(problem("boj-1525"))
>>> exp = oracle.expected(Case({"board": [[1, 0, 3], [4, 2, 5], [7, 8, 6]]}))
>>> exp.length, exp.output, exp.moves
(3, '3', ['D', 'R', 'D'])
>>> oracle.expected(Case({"board": [[1, 2, 3], [4, 5, 6], [8, 7, 0]]})).output
'-1'

Judging needs only the accepted output (:meth:`Oracle.answer`); the instance and
one optimal solution (:meth:`Oracle.expected`) are needed for a failure's report.
Answers are also kept on disk, per problem, in the cache folder
(``check-answers/``, see :mod:`fewest.cache`), so a second check of the same cases
(the student's next try) asks fewest nothing.  The file's name carries a
fingerprint of fewest's own source files (their sizes and modification times):
a changed solver never reads an old answer.  ``FEWEST_CHECK_CACHE=0`` turns the
files off.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fewest.app import Request, Status, run
from fewest.problem import Solution
from fewest.puzzles.base import Instance

if TYPE_CHECKING:
    from fewest.check.problem import Problem


@dataclass(frozen=True)
class Case:
    """One judge input: its JSON ``value``, and where it came from (``origin``)."""

    value: Any
    origin: str = field(default="", compare=False)

    def key(self) -> str:
        """A text key for caches.

        >>> Case({"r": 1, "board": [[0]]}).key()
        '{"board": [[0]], "r": 1}'
        """
        return json.dumps(self.value, sort_keys=True)

    def with_origin(self, origin: str) -> Case:
        """The same input, labelled ``origin``."""
        return Case(self.value, origin)


class OracleError(Exception):
    """fewest could not answer a case (a limit, a case the family refuses, or a bug)."""


@dataclass
class Expected:
    """The proven-optimal answer of a case: ``length`` (``-1`` when there is none),
    one optimal solution, the parsed instance, and ``output``, what an accepted
    submission prints (for function problems, the return value as JSON)."""

    length: int
    instance: Instance
    solution: Solution[Any] | None
    output: str

    @property
    def moves(self) -> list[Any]:
        """The optimal solution's moves (``[]`` when there is none)."""
        return list(self.solution.moves) if self.solution is not None else []

    @property
    def states(self) -> list[Any]:
        """The states along the optimal solution, start first."""
        return list(self.solution.states) if self.solution is not None else []


@dataclass(frozen=True)
class Answer:
    """What judging a case needs: the optimal ``length`` and the accepted ``output``."""

    length: int
    output: str


@functools.cache
def fingerprint() -> str:
    """A digest of fewest's version and its source files' sizes and modification times."""
    import fewest

    root = Path(fewest.__file__).resolve().parent
    digest = hashlib.sha256(getattr(fewest, "__version__", "").encode())
    for path in sorted(root.rglob("*.py")):
        st = path.stat()
        digest.update(f"{path.relative_to(root)}:{st.st_size}:{st.st_mtime_ns};".encode())
    return digest.hexdigest()[:16]


class AnswerStore:
    """One problem's answers on disk: a JSON line per case, appended (see the module
    docstring).  Unreadable lines are skipped; a store that cannot be written is
    left alone."""

    def __init__(self, name: str) -> None:
        self.path: Path | None = None
        self._lock = threading.Lock()
        self._made = False
        if os.environ.get("FEWEST_CHECK_CACHE", "1") == "0":
            return
        from fewest.cache import cache_dir

        try:
            folder = cache_dir() / "check-answers"
            self.path = folder / f"{name}-{fingerprint()}.jsonl"
        except OSError:
            self.path = None

    def load(self) -> dict[str, Answer]:
        """Every answer stored (empty when there is no file)."""
        found: dict[str, Answer] = {}
        if self.path is None:
            return found
        try:
            with self.path.open(encoding="utf-8") as f:
                for line in f:
                    try:
                        row = json.loads(line)
                        found[row["k"]] = Answer(int(row["n"]), str(row["o"]))
                    except (ValueError, KeyError, TypeError):
                        continue
        except OSError:
            pass
        return found

    def add(self, key: str, answer: Answer) -> None:
        """Append one answer (one write, so lines of several processes do not mix)."""
        if self.path is None:
            return
        line = json.dumps({"k": key, "n": answer.length, "o": answer.output}) + "\n"
        with self._lock:
            try:
                if not self._made:
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                    self._made = True
                fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
                try:
                    os.write(fd, line.encode("utf-8"))
                finally:
                    os.close(fd)
            except OSError:
                self.path = None


class Oracle:
    """Optimal answers of one judge problem's cases, from the library, cached."""

    def __init__(self, problem: Problem, *, store: bool = True) -> None:
        self.problem = problem
        self._cache: dict[str, Expected | OracleError] = {}
        self._store = AnswerStore(problem.name) if store else None
        self._answers: dict[str, Answer] | None = None

    def answer(self, case: Case) -> Answer:
        """The optimal length and the accepted output, from memory, the disk or fewest
        (raises :class:`OracleError` if fewest cannot give one)."""
        if self._answers is None:
            self._answers = self._store.load() if self._store is not None else {}
        key = case.key()
        found = self._answers.get(key)
        if found is None:
            exp = self.expected(case)
            found = self._answers[key] = Answer(exp.length, exp.output)
            if self._store is not None:
                self._store.add(key, found)
        return found

    def expected(self, case: Case) -> Expected:
        """The optimal answer (raises :class:`OracleError` if fewest cannot give one)."""
        key = case.key()
        if key not in self._cache:
            self._cache[key] = self._ask(case)
        found = self._cache[key]
        if isinstance(found, OracleError):
            raise found
        return found

    def _ask(self, case: Case) -> Expected | OracleError:
        request = Request(self.problem.family.name, case.value,
                          algorithm=self.problem.spec.method, fmt="json")
        out = run(request)
        if out.status not in (Status.SOLVED, Status.UNREACHABLE) or out.instance is None:
            return OracleError(f"fewest cannot answer {case.key()[:200]}: {out.message}")
        solution = out.solution if out.status is Status.SOLVED else None
        return Expected(out.length if out.length is not None else -1, out.instance, solution,
                        out.instance.judge_output(solution, "judge"))
