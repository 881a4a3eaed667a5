"""The ``fewest`` command: solve, compare, analyze, list (and pdb, when present).

Every error is one line on stderr with a documented exit code
(:mod:`fewest.cli.exit_codes`); no traceback reaches the user.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Annotated, Any

import typer

from fewest.cli import exit_codes, visual
from fewest.cli.guard import OneLineGroup, guarded
from fewest.cli.inputs import read_board
from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.progress import bar
from fewest.puzzles import get_family
from fewest.puzzles.options import make_limits, make_options
from fewest.render.jsonout import solution_json
from fewest.render.text import solution_text

app = typer.Typer(
    cls=OneLineGroup,
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    help="Find the fewest moves that solve a puzzle, and prove it.\n\n"
    "Exit codes: 0 solved, 1 proven unreachable, 2 bad input or usage, "
    "3 limit reached, 4 internal error, 130 interrupted.",
)

PuzzleArg = Annotated[
    str, typer.Argument(help="sliding, rubiks-square (loopover), snakes-ladders or card-match")
]
BoardArg = Annotated[
    str | None,
    typer.Argument(help="inline ('3 1 2 / 4 7 5 / 6 8 0'), JSON, a file, or '-' for stdin"),
]
GoalOpt = Annotated[
    str | None,
    typer.Option("--goal", help="sliding goal: blank-last (default), blank-first, or a board"),
]
CursorOpt = Annotated[str | None, typer.Option(
    "--cursor", help="card-match cursor R,C, 0-based (default 0,0)")]
DieOpt = Annotated[int | None, typer.Option("--die", help="snakes-ladders die size (6)")]
ShapeOpt = Annotated[str | None, typer.Option("--shape", help="RxC for a flat board")]
OvershootOpt = Annotated[
    str | None, typer.Option("--overshoot", help="snakes-ladders: stay (default), bounce or pass")
]
StartOpt = Annotated[
    int | None, typer.Option("--start", help="snakes-ladders: starting square (1, or 0: off the "
                             "board as in the real game)")
]
SecondsOpt = Annotated[float | None, typer.Option("--max-seconds", help="time limit")]
ExpOpt = Annotated[int | None, typer.Option("--max-expansions", help="expansion limit")]
StatesOpt = Annotated[int | None, typer.Option("--max-states", help="stored-state limit")]
ProgressOpt = Annotated[
    bool,
    typer.Option("--progress/--no-progress", help="progress bars on stderr for long table builds"),
]


@app.command()
@guarded
def solve(
    puzzle: PuzzleArg,
    board: BoardArg = None,
    goal: GoalOpt = None,
    cursor: CursorOpt = None,
    die: DieOpt = None,
    shape: ShapeOpt = None,
    overshoot: OvershootOpt = None,
    start: StartOpt = None,
    algorithm: Annotated[
        str | None, typer.Option("--algorithm", "-a", help="auto, or any method from `fewest list`")
    ] = None,
    mode: Annotated[
        str, typer.Option("--mode", help="optimal (default) or fast: a quick answer, labelled "
                          "NOT optimal unless it is")
    ] = "optimal",
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    fmt: Annotated[
        str, typer.Option("--format", "-f", help="text, json, number (judge: count or -1) or boj")
    ] = "text",
    boards: Annotated[
        bool | None, typer.Option("--boards/--no-boards", help="show the board after every move")
    ] = None,
    batch: Annotated[
        str | None, typer.Option("--batch", help="JSON-lines file of instances ('-' for stdin); "
                                 "the options above are defaults for every line")
    ] = None,
    jobs: Annotated[int, typer.Option(
        "--jobs", help="worker processes (0: every core): --batch lines in parallel, or one "
        "search split over them (methods marked so in `fewest list`)")] = 1,
    output: Annotated[str | None, typer.Option(
        "--output", help="--batch: append each result to this JSON-lines file as it finishes; "
        "rerunning skips the lines already there")] = None,
    cluster: Annotated[str | None, typer.Option(
        "--cluster", help="--batch: run the lines on a Dask scheduler, e.g. tcp://host:8786 "
        "(needs the cluster extra: dask)")] = None,
    max_seconds: SecondsOpt = None,
    max_expansions: ExpOpt = None,
    max_states: StatesOpt = None,
    progress: ProgressOpt = True,
    play: Annotated[bool, typer.Option("--play", help="play the solution in the terminal")] = False,
    speed: Annotated[float, typer.Option(
        "--speed", help="moves per second for --play, --svg, --gif and --html")] = 3.0,
    svg: Annotated[str | None, typer.Option("--svg", help="write an animated SVG")] = None,
    gif: Annotated[str | None, typer.Option("--gif", help="write an animated GIF")] = None,
    html: Annotated[str | None, typer.Option(
        "--html", help="write a self-contained HTML player")] = None,
) -> None:
    """Solve one board (or a --batch file) with the fewest moves."""
    family = get_family(puzzle)
    limits = make_limits(max_seconds, max_expansions, max_states)
    if mode not in ("optimal", "fast"):
        raise InvalidPuzzleError(f"--mode must be 'optimal' or 'fast', got {mode!r}")
    if mode == "fast":
        if algorithm is not None:
            raise InvalidPuzzleError("give either --mode fast or --algorithm, not both")
        algorithm = family.fast_method
    algorithm = algorithm or "auto"
    family.resolve_method(algorithm)
    if as_json:
        fmt = "json"
    if fmt not in ("text", "json", *family.formats):
        known = ", ".join(["text", "json", *family.formats])
        raise InvalidPuzzleError(
            f"--format {fmt!r} is not available for {family.name}; use {known}"
        )
    options = make_options(goal=goal, cursor=cursor, die=die, shape=shape, overshoot=overshoot,
                           start=start)
    family.check_options(options)
    visual.check_options(speed)
    if batch is not None and visual.wanted(play=play, svg=svg, gif=gif, html=html):
        raise InvalidPuzzleError("--play, --svg, --gif and --html apply to one board, not --batch")
    if batch is not None:
        from fewest.cli.batch import run_batch

        if board is not None:
            raise InvalidPuzzleError("give either a BOARD or --batch, not both")
        if boards is not None:
            raise InvalidPuzzleError("--boards does not apply to --batch (one line per result)")
        raise typer.Exit(run_batch(family, batch, algorithm=algorithm, limits=limits,
                                   options=options, fmt=fmt, jobs=jobs, output=output,
                                   cluster=cluster, progress=progress))
    if output is not None or cluster is not None:
        raise InvalidPuzzleError("--output and --cluster apply to --batch only")
    instance = family.parse(read_board(board), options)
    visual.precheck(instance, play=play, svg=svg, gif=gif, html=html)
    if jobs != 1:
        from fewest.batch.local import resolve_jobs

        instance.jobs = resolve_jobs(jobs)
    for note in instance.notes(algorithm):
        typer.echo(note, err=True)
    with bar(progress and sys.stderr.isatty()) as report:
        instance.progress = report
        try:
            sol = instance.solve(algorithm, limits=limits)
        except NoSolutionError as exc:
            _print_unreachable(instance, family.name, fmt, str(exc))
            visual.after_solve(instance, None, play=play, speed=speed, svg=svg, gif=gif, html=html)
            raise typer.Exit(exit_codes.UNREACHABLE) from None
    if fmt == "json":
        typer.echo(json.dumps(solution_json(instance, sol, family.name)))
    elif fmt == "text":
        show = boards if boards is not None else sol.length <= 40
        typer.echo(solution_text(instance, sol, boards=show))
    else:
        typer.echo(instance.judge_output(sol, fmt))
    visual.after_solve(instance, sol, play=play, speed=speed, svg=svg, gif=gif, html=html,
                       to_stdout=fmt == "text")


def _print_unreachable(instance: Any, puzzle: str, fmt: str, why: str) -> None:
    if fmt == "json":
        typer.echo(json.dumps(solution_json(instance, None, puzzle)))
    elif fmt == "text":
        typer.echo(f"Answer: -1 (unreachable: {why})")
    else:
        typer.echo(instance.judge_output(None, fmt))


@app.command()
@guarded
def compare(
    puzzle: PuzzleArg,
    board: BoardArg = None,
    algorithms: Annotated[
        str, typer.Option("--algorithms", help="comma-separated names")
    ] = "bfs,dfs,bidirectional,astar,idastar",
    goal: GoalOpt = None,
    cursor: CursorOpt = None,
    die: DieOpt = None,
    shape: ShapeOpt = None,
    overshoot: OvershootOpt = None,
    start: StartOpt = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
    max_seconds: Annotated[
        float, typer.Option("--max-seconds", help="time limit per algorithm")
    ] = 10.0,
    max_expansions: ExpOpt = None,
    max_states: Annotated[
        int, typer.Option("--max-states", help="stored-state limit per algorithm")
    ] = 2_000_000,
    html: Annotated[str | None, typer.Option(
        "--html", help="write the teaching page: each search's expansions, side by side")] = None,
    trace_limit: Annotated[int, typer.Option(
        "--trace-limit", help="expansions recorded per algorithm for --html/--plot")] = 5000,
    plot: Annotated[str | None, typer.Option(
        "--plot", help="draw the search curves to a PNG (needs fewest[plot])")] = None,
) -> None:
    """Run several algorithms on one board and compare their answers."""
    from fewest.cli.compare import compare_table

    family = get_family(puzzle)
    instance = family.parse(
        read_board(board), make_options(goal=goal, cursor=cursor, die=die, shape=shape,
                                        overshoot=overshoot, start=start)
    )
    names = [a.strip() for a in algorithms.split(",") if a.strip()]
    if not names:
        raise InvalidPuzzleError(f"--algorithms names no algorithm: {algorithms!r}")
    limits = make_limits(max_seconds, max_expansions, max_states)
    if html is None and plot is None:
        compare_table(instance, names, limits, as_json=as_json)
    else:
        visual.compare_visual(instance, board or "", names, limits, as_json=as_json, html=html,
                              plot=plot, trace_limit=trace_limit)


@app.command()
@guarded
def analyze(
    puzzle: PuzzleArg,
    target: Annotated[
        str,
        typer.Argument(
            help="a board size like 3x3 (sliding, rubiks-square) or a board (snakes-ladders)"
        ),
    ],
    goal: GoalOpt = None,
    die: DieOpt = None,
    overshoot: OvershootOpt = None,
    start: StartOpt = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
    plot: Annotated[str | None, typer.Option(
        "--plot", help="write the report's chart to a PNG (needs the plot extra: matplotlib)")
    ] = None,
    progress: ProgressOpt = True,
    sample: Annotated[int | None, typer.Option(
        "--sample", help="solve N random boards of the size optimally: histogram, mean, 95% CI, "
        "longest")] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="--sample: random seed")] = None,
    jobs: Annotated[int | None, typer.Option(
        "--jobs", help="--sample: worker processes (0: every core)")] = None,
    pairs: Annotated[int | None, typer.Option("--pairs", help="--sample: card pairs")] = None,
    max_seconds: Annotated[float | None, typer.Option(
        "--max-seconds", help="--sample: time limit per board")] = None,
) -> None:
    """Whole-space facts: distance histograms, the real game's odds, or (--sample N)
    statistics of N random boards."""
    from fewest.analyze.spec import make_spec

    spec = make_spec(sample, seed, jobs, pairs, max_seconds)
    family = get_family(puzzle)
    options = make_options(goal=goal, die=die, overshoot=overshoot, start=start)
    family.check_options(options)
    if "x" not in target.lower() or any(ch in target for ch in "[/\n"):
        target = read_board(target)
    with bar(progress and sys.stderr.isatty()) as report:
        result = family.analyze(target, options, progress=report, sample=spec)
    typer.echo(json.dumps(result.data) if as_json else result.text)
    if plot is not None:
        if result.plot is None:
            raise InvalidPuzzleError(f"--plot: this {family.name} report has no chart")
        result.plot(plot)
        typer.echo(f"plot written to {plot}", err=True)


@app.command("list")
@guarded
def list_cmd(
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """Show the built-in puzzles, their options and every method."""
    from fewest.cli.listing import listing_data, listing_text

    typer.echo(json.dumps(listing_data()) if as_json else listing_text())


def _register_optional(module: str) -> None:
    try:
        mod = __import__(module, fromlist=["register"])
    except ModuleNotFoundError:
        return
    register: Callable[[typer.Typer], None] = mod.register
    register(app)


_register_optional("fewest.cli.pdb")
_register_optional("fewest.cli.serve")
_register_optional("fewest.cli.tables")
_register_optional("fewest.cli.check")


class _Interrupted(BaseException):
    """Raised by the SIGINT handler; a BaseException so that no handler swallows it."""


def _on_sigint(_signum: int, _frame: object) -> None:
    raise _Interrupted


def main() -> None:
    """Console-script entry point; Ctrl+C stops cleanly with exit code 130."""
    import signal

    signal.signal(signal.SIGINT, _on_sigint)
    try:
        app()
    except _Interrupted:
        typer.echo("interrupted", err=True)
        sys.exit(exit_codes.INTERRUPTED)
