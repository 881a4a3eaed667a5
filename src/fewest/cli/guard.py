"""Map library errors and usage errors to one-line messages and documented exit codes.

:func:`guarded` wraps each command; :class:`OneLineGroup` is the Typer group
that turns click's usage errors (unknown option, ``--die abc``) into one line
and exit code 2 instead of the multi-line box.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import typer
from typer._click import exceptions as click  # Typer bundles its own copy of click
from typer.core import TyperGroup

from fewest.app.outcome import limit_message
from fewest.cli import exit_codes
from fewest.cli.korean import tell
from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.lang import BadLanguage, choose, take_option
from fewest.progress import noticing
from fewest.words import one_line

F = TypeVar("F", bound=Callable[..., Any])


def _quiet_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's last flush cannot fail."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def guarded(func: F) -> F:
    """Wrap a command so that errors print one line and exit with their code."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except (typer.Exit, typer.Abort):
            raise
        except InvalidPuzzleError as exc:
            tell(f"error: {one_line(str(exc), 293)}")
            raise typer.Exit(exit_codes.BAD_INPUT) from None
        except NoSolutionError as exc:
            tell(f"unreachable: {exc}")
            raise typer.Exit(exit_codes.UNREACHABLE) from None
        except SearchLimitError as exc:
            tell(limit_message(exc))
            raise typer.Exit(exit_codes.LIMIT) from None
        except BrokenPipeError:  # the reader went away (`fewest ... | head`): not an error
            _quiet_stdout()
            raise typer.Exit(exit_codes.SOLVED) from None
        except MemoryError:
            tell("error: out of memory; set --max-states to stop earlier")
            raise typer.Exit(exit_codes.LIMIT) from None
        except Exception as exc:
            tell(f"internal error: {type(exc).__name__}: {exc}")
            raise typer.Exit(exit_codes.INTERNAL) from None

    return wrapper  # type: ignore[return-value]


def usage_line(exc: click.ClickException) -> str:
    """One line for a click usage error, naming the command when known.

    >>> usage_line(click.UsageError("No such option: --frob"))
    'error: No such option: --frob (see --help)'
    """
    text = " ".join(exc.format_message().split())
    ctx = getattr(exc, "ctx", None)
    where = f"{ctx.command_path}: " if ctx is not None and ctx.command_path else ""
    return f"error: {where}{text} (see --help)"


class OneLineGroup(TyperGroup):
    """A Typer group whose usage errors print one line and exit with code 2."""

    def main(  # type: ignore[override]
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        try:  # every run sets the language anew (None: the locale's), a test's run too
            args, lang = take_option(sys.argv[1:] if args is None else args)
            choose(lang)
        except BadLanguage as exc:
            choose(None)  # the locale's language says that --lang was wrong
            tell(f"error: --lang must be en or ko, got {str(exc)!r} (see --help)")
            if standalone_mode:
                sys.exit(exit_codes.BAD_INPUT)
            return exit_codes.BAD_INPUT
        try:
            with noticing(tell):  # a first use's notices, in this command's language too
                rv = super().main(args=args, prog_name=prog_name, complete_var=complete_var,
                                  standalone_mode=False, **extra)
        except click.NoArgsIsHelpError as exc:
            if exc.ctx is not None:
                typer.echo(exc.ctx.get_help())
            code = exit_codes.BAD_INPUT
        except click.ClickException as exc:
            tell(usage_line(exc))
            code = exit_codes.BAD_INPUT if exc.exit_code == 2 else exc.exit_code
        except typer.Abort:
            tell("interrupted")
            code = exit_codes.INTERRUPTED
        else:
            code = rv if isinstance(rv, int) else 0
        if standalone_mode:
            sys.exit(code)
        return code
