"""Command-line flags derived from every family's options.

The flags are :func:`fewest.puzzles.options.all_options`, read when the app is built.

:func:`board_options` adds one Typer option per board option to a command and
hands the given values to it as a single ``options`` dict, so a new option in
the table appears on every command with no edit here.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

import typer

from fewest.puzzles.options import all_options

F = TypeVar("F", bound=Callable[..., Any])


def board_options(*only: str) -> Callable[[F], F]:
    """Decorate a command taking ``options: dict`` with a flag per board option
    (all of them, or only those named)."""

    def decorate(func: F) -> F:
        specs = [s for s in all_options() if not only or s.name in only]
        sig = inspect.signature(func, eval_str=True)
        params = [p for p in sig.parameters.values() if p.name != "options"]
        extra = [
            inspect.Parameter(
                s.name, inspect.Parameter.KEYWORD_ONLY, default=None,
                annotation=Annotated[s.cli_type | None, typer.Option(s.flag, help=s.help)])
            for s in specs
        ]

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            given = {s.name: kwargs.pop(s.name) for s in specs if s.name in kwargs}
            return func(*args, options={k: v for k, v in given.items() if v is not None},
                        **kwargs)

        wrapper.__signature__ = sig.replace(  # type: ignore[attr-defined]
            parameters=[*params, *extra])
        wrapper.__annotations__ = {p.name: p.annotation for p in [*params, *extra]}
        return wrapper  # type: ignore[return-value]

    return decorate
