"""The command line's messages in the language of the command (``--lang``, else the
locale), through the one catalogue of :mod:`fewest.korean`."""

from __future__ import annotations

from fewest.korean import korean
from fewest.lang import current


def said(line: str) -> str:
    """``line`` in the language of this command (``--lang``, else the locale)."""
    return korean(line) if current() == "ko" else line


def tell(line: str) -> None:
    """Print one message line on stderr, in the language of this command."""
    import typer

    typer.echo(said(line), err=True)
