"""Map library errors to one-line messages and documented exit codes."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import typer

from fewest.cli import exit_codes
from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError

F = TypeVar("F", bound=Callable[..., Any])


def limit_message(exc: SearchLimitError) -> str:
    """One line saying which limit stopped the search and how far it got."""
    st = exc.stats
    text = f"limit reached: {exc} ({st.expanded:,} expanded, {st.generated:,} generated"
    if exc.bound is not None:
        text += f"; the answer is at least {exc.bound:g}"
    return text + f", {st.seconds:.2f} s)"


def guarded(func: F) -> F:
    """Wrap a command so that errors print one line and exit with their code."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except (typer.Exit, typer.Abort):
            raise
        except InvalidPuzzleError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(exit_codes.BAD_INPUT) from None
        except NoSolutionError as exc:
            typer.echo(f"unreachable: {exc}", err=True)
            raise typer.Exit(exit_codes.UNREACHABLE) from None
        except SearchLimitError as exc:
            typer.echo(limit_message(exc), err=True)
            raise typer.Exit(exit_codes.LIMIT) from None
        except MemoryError:
            typer.echo("error: out of memory; set --max-states to stop earlier", err=True)
            raise typer.Exit(exit_codes.LIMIT) from None
        except Exception as exc:
            typer.echo(f"internal error: {type(exc).__name__}: {exc}", err=True)
            raise typer.Exit(exit_codes.INTERNAL) from None

    return wrapper  # type: ignore[return-value]
