"""Numba's set-up seen as it happens, without importing numba before it is needed.

:func:`watch` makes numba's set-up count as such: importing numba, loading a
kernel from numba's on-disk cache and compiling one (everything numba does
under its compiler lock) add to :func:`fewest.progress.setup_seconds`, which a
search's stats leave out; and a real compile reports to
:func:`fewest.progress.compile_started`, so that a front end may show a status
line while a family's kernels compile for the first time.  When numba is not
imported yet, an import hook waits for it, so a board that never needs a
kernel still never imports numba.
"""

from __future__ import annotations

import importlib.machinery
import sys
from types import ModuleType
from typing import Any

from fewest.progress import begin_setup, compile_ended, compile_started, end_setup

_state: dict[str, Any] = {"installed": False, "hook": None}
#: the packages whose import counts as set-up (numba imports numpy, and the
#: Markov analysis scipy)
HEAVY = frozenset({"numba", "numpy", "scipy"})


def watch() -> None:
    """Count numba's set-up from now on (idempotent, cheap)."""
    if _state["installed"]:
        return
    events = sys.modules.get("numba.core.event")
    if events is not None:
        _install(events)
    elif _state["hook"] is None:
        hook = _HeavyImport()
        _state["hook"] = hook
        sys.meta_path.insert(0, hook)


def _install(events: ModuleType) -> None:
    if _state["installed"]:
        return

    class Setup(events.Listener):  # type: ignore[name-defined]
        def on_start(self, event: Any) -> None:
            begin_setup()

        def on_end(self, event: Any) -> None:
            end_setup()

    class Compile(events.Listener):  # type: ignore[name-defined]
        def on_start(self, event: Any) -> None:
            compile_started()

        def on_end(self, event: Any) -> None:
            compile_ended()

    events.register("numba:compiler_lock", Setup())
    events.register("numba:compile", Compile())
    _state["installed"] = True


class _HeavyImport:
    """A ``sys.meta_path`` finder: finds the :data:`HEAVY` packages through the path
    finder and times their import as set-up; once numba is in, installs the
    listeners and takes itself off ``sys.meta_path``.  (A plain class: importing
    ``importlib.abc`` costs more than this whole module.)"""

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if fullname not in HEAVY:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path, target)
        if spec is not None and spec.loader is not None:
            spec.loader = _TimedLoader(spec.loader)  # type: ignore[assignment]
        return spec


class _TimedLoader:
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def create_module(self, spec: Any) -> ModuleType | None:
        created: ModuleType | None = self.inner.create_module(spec)
        return created

    def exec_module(self, module: ModuleType) -> None:
        begin_setup()
        try:
            self.inner.exec_module(module)
        finally:
            end_setup()
        events = sys.modules.get("numba.core.event")
        if events is not None:
            _install(events)
            hook = _state["hook"]
            if hook in sys.meta_path:
                sys.meta_path.remove(hook)
            _state["hook"] = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)
