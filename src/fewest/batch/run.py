"""The batch driver: read the lines, skip those already done, run the rest, report.

``fewest solve PUZZLE --batch FILE`` comes here.  Whatever runs the lines
(this process, ``--jobs N`` local workers, or a ``--cluster``), results are
printed in input order on stdout: each is printed as soon as every earlier
line has been, so output streams.  With ``--output`` each result is also
appended to that file the moment it finishes (:mod:`fewest.batch.output`),
and a rerun skips the lines already there and prints them from the file.

>>> import json, os, tempfile
>>> from fewest.batch.task import BatchSpec
>>> folder = tempfile.mkdtemp()
>>> src = os.path.join(folder, "in.jsonl")
>>> board = '{"board": "1 0 3 / 4 2 5 / 7 8 6"}'
>>> with open(src, "w") as fh:
...     _ = fh.write(board + "\\n\\n" + board.replace("0 3 / 4 2", "2 3 / 4 0") + "\\n")
>>> lines = []
>>> run_batch(BatchSpec("sliding", fmt="number"), src, echo=lines.append)
0
>>> lines
['3', '2']
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager

from fewest.app.request import resolve_jobs
from fewest.batch.local import Result, Task, run_pool, run_serial
from fewest.batch.output import ResultFile
from fewest.batch.task import BatchSpec, exit_code
from fewest.errors import InvalidPuzzleError

Echo = Callable[[str], None]


def read_lines(path: str) -> list[str]:
    """The batch file's lines (``-`` reads stdin)."""
    if path == "-":
        return sys.stdin.read().splitlines()
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read().splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidPuzzleError(f"cannot read batch file {path!r}: {exc}") from None


class OrderedPrinter:
    """Prints results in input order, each as soon as all earlier ones are in."""

    def __init__(self, order: list[int], spec: BatchSpec, echo: Echo, err: Echo) -> None:
        self.order, self.spec, self.echo, self.err = order, spec, echo, err
        self.waiting: dict[int, Result] = {}
        self.next = 0

    def add(self, result: Result) -> None:
        """Take one result; print it and any that were waiting for it."""
        import json

        self.waiting[result["line"]] = result
        while self.next < len(self.order) and self.order[self.next] in self.waiting:
            item = self.waiting.pop(self.order[self.next])
            self.next += 1
            if not self.spec.judge:
                self.echo(json.dumps(item))
            elif "judge" in item:
                self.echo(item["judge"])
            else:
                self.err(f"line {item['line']}: error: {item.get('error')}")
                self.echo("error")


@contextmanager
def progress_bar(enabled: bool, total: int, done: int) -> Iterator[Callable[[], None]]:
    """A rich bar on stderr with count, rate and ETA; yields ``advance()``."""
    if not enabled:
        yield lambda: None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )
    from rich.progress import (
        Task as BarTask,
    )
    from rich.text import Text

    class Rate(ProgressColumn):
        def render(self, task: BarTask) -> Text:
            speed = task.speed
            return Text("-- lines/s" if speed is None else f"{speed:,.1f} lines/s")

    with Progress(
        TextColumn("solving"), BarColumn(), MofNCompleteColumn(), Rate(),
        TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
        console=Console(stderr=True), redirect_stdout=sys.stdout.isatty(),
        redirect_stderr=False,
    ) as bar:
        task = bar.add_task("solving", total=total, completed=done)
        yield lambda: bar.advance(task)


def _stream(spec: BatchSpec, todo: list[Task], jobs: int,
            cluster: str | None) -> Generator[Result, None, None]:
    if cluster is not None:
        from fewest.batch.cluster import run_cluster

        return run_cluster(spec, todo, cluster)
    workers = min(resolve_jobs(jobs), len(todo))
    if workers <= 1:
        return run_serial(spec, todo)
    return run_pool(spec, todo, workers)


def _check_resumable(spec: BatchSpec, output: str, done: dict[int, Result]) -> None:
    if spec.judge:
        stale = [n for n, r in done.items() if "judge" not in r and "error" not in r]
        if stale:
            raise InvalidPuzzleError(
                f"--output {output!r} holds results without judge output (line {min(stale)}); "
                f"resume with the --format that wrote it, or use a new file"
            )


def run_batch(spec: BatchSpec, path: str, *, jobs: int = 1, output: str | None = None,
              cluster: str | None = None, progress: bool = False,
              echo: Echo | None = None, err: Echo | None = None) -> int:
    """Run every line of ``path``; returns the exit code (:func:`~fewest.batch.task.exit_code`).

    A bad line yields an ``error`` result, never a stop.  ``echo``/``err``
    print to stdout/stderr (default: ``typer.echo``).
    """
    import typer

    echo = echo or typer.echo
    err = err or (lambda text: typer.echo(text, err=True))
    resolve_jobs(jobs)
    if cluster is not None and jobs != 1:
        raise InvalidPuzzleError("give --jobs or --cluster, not both (a cluster runs as many "
                                 "lines at once as its workers have threads)")
    tasks = [(n, text) for n, text in enumerate(read_lines(path), start=1) if text.strip()]
    wanted = {n for n, _ in tasks}
    sink = ResultFile(output) if output is not None else None
    try:
        results: dict[int, Result] = {}
        if sink is not None:
            assert output is not None
            results = {n: r for n, r in sink.done.items() if n in wanted}
            _check_resumable(spec, output, results)
        printer = OrderedPrinter([n for n, _ in tasks], spec, echo, err)
        for number in sorted(results):
            printer.add(results[number])
        todo = [t for t in tasks if t[0] not in results]
        enabled = progress and sys.stderr.isatty()
        with progress_bar(enabled, len(tasks), len(results)) as advance:
            stream = _stream(spec, todo, jobs, cluster)
            try:
                for result in stream:
                    if result["line"] in results:  # never print or store a line twice
                        continue
                    if sink is not None:
                        sink.append(result)
                    results[result["line"]] = result
                    printer.add(result)
                    advance()
            finally:
                stream.close()
    finally:
        if sink is not None:
            sink.close()
    return exit_code(list(results.values()))
