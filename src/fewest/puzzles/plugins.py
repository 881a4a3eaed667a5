"""Third-party families, found through the ``fewest.puzzles`` entry-point group.

A package adds a family to fewest by declaring an entry point in that group
(see ``docs/plugins.md``)::

    [project.entry-points."fewest.puzzles"]
    rush-hour = "fewest_rush_hour"              # a module that exports FAMILY
    # or: rush-hour = "fewest_rush_hour.family:FAMILY"

The entry point names a module exporting ``FAMILY`` or the
:class:`~fewest.puzzles.base.Family` object itself (a ``Family`` subclass is
instantiated).  Plugins are loaded lazily: resolving a built-in name never
looks at them; a name that is not built in is looked up among entry-point
names first (loading only that plugin), then among every plugin's family
names and aliases; listing every family loads them all.

A plugin that fails to load, or that is not a family, or whose name clashes
with one already known, is reported once, in one line naming it and the
error (a ``logging`` warning on the ``fewest.plugins`` logger, which prints
the bare line on stderr unless logging is configured), and left out; the
built-in families keep working.

>>> GROUP
'fewest.puzzles'
>>> problem_line("rush", "rush_hour:FAMILY", ImportError("No module named 'rush_hour'"))
"plugin 'rush' (rush_hour:FAMILY) failed to load: ImportError: No module named 'rush_hour'"
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import Family
from fewest.puzzles.options import add_plugin_options

GROUP = "fewest.puzzles"
log = logging.getLogger("fewest.plugins")


@dataclass(frozen=True)
class Plugin:
    """One entry point of the group: its name, its target and the distribution declaring it."""

    name: str
    value: str
    dist: str


@dataclass
class _State:
    loaded: dict[str, Family]
    failed: dict[str, str]


_state = _State({}, {})


@cache
def plugins() -> tuple[Plugin, ...]:
    """Every entry point of :data:`GROUP` on the path, by name (none is imported)."""
    from importlib.metadata import entry_points

    found: dict[str, Plugin] = {}
    for ep in entry_points(group=GROUP):
        dist = getattr(ep, "dist", None)
        found.setdefault(ep.name, Plugin(ep.name, ep.value, dist.name if dist else "?"))
    return tuple(found[k] for k in sorted(found))


def problem_line(name: str, value: str, exc: BaseException) -> str:
    """The one line that reports a plugin that failed to load."""
    detail = " ".join(str(exc).split())
    return f"plugin {name!r} ({value}) failed to load: {type(exc).__name__}: {detail}"


def _family_of(obj: Any, plugin: Plugin) -> Family:
    if not isinstance(obj, Family) and hasattr(obj, "FAMILY"):
        obj = obj.FAMILY
    if isinstance(obj, type) and issubclass(obj, Family):
        obj = obj()
    if not isinstance(obj, Family):
        raise TypeError(f"{type(obj).__name__} is not a fewest.puzzles.base.Family "
                        "(export FAMILY = MyFamily())")
    if not isinstance(obj.name, str) or not obj.name.strip():
        raise TypeError("its Family has no name")
    return obj


def load(plugin: Plugin, taken: set[str], *, report: bool = True) -> Family | None:
    """The family of ``plugin`` (loaded once), or ``None`` after reporting why not
    (``report=False``: the caller reports it, from :func:`failures`).

    ``taken`` holds the names and aliases already in use (built-ins first):
    a plugin family that claims one of them is refused.
    """
    if plugin.name in _state.loaded:
        return _state.loaded[plugin.name]
    if plugin.name in _state.failed:
        return None
    from importlib.metadata import EntryPoint

    try:
        family = _family_of(EntryPoint(plugin.name, plugin.value, GROUP).load(), plugin)
        clash = [n for n in (family.name, *family.aliases) if key(n) in taken]
        if clash:
            raise ValueError(f"family {family.name!r} claims the name {clash[0]!r}, "
                             "which is already taken")
    except Exception as exc:  # any failure of third-party code is reported, never raised
        line = problem_line(plugin.name, plugin.value, exc)
        _state.failed[plugin.name] = line
        if report:
            log.warning(line)
        return None
    _state.loaded[plugin.name] = family
    add_plugin_options(family.name, tuple(family.option_specs))
    return family


def key(name: str) -> str:
    """The lookup key of a family name: lower case, ``-`` for ``_``.

    >>> key(" Rush_Hour ")
    'rush-hour'
    """
    return name.strip().lower().replace("_", "-")


def plugin_families(taken: set[str]) -> list[Family]:
    """Every plugin family that loads, in entry-point name order (the others are reported)."""
    out = []
    for plugin in plugins():
        family = load(plugin, taken)
        if family is not None:
            out.append(family)
            taken = taken | {key(n) for n in (family.name, *family.aliases)}
    return out


def find(name: str, taken: set[str]) -> Family | None:
    """The plugin family called ``name`` (its entry-point name, family name or an alias)."""
    k = key(name)
    for plugin in plugins():
        if key(plugin.name) == k:
            family = load(plugin, taken, report=False)
            if family is None:
                raise InvalidPuzzleError(_state.failed[plugin.name])
            return family
    for family in plugin_families(taken):
        if k in {key(n) for n in (family.name, *family.aliases)}:
            return family
    return None


def failures() -> list[str]:
    """The one-line reports of the plugins that failed to load so far."""
    return list(_state.failed.values())


def reset() -> None:
    """Forget what was discovered and loaded (tests that change ``sys.path`` call it)."""
    plugins.cache_clear()
    _state.loaded.clear()
    _state.failed.clear()
