"""The ``fewest`` command: solve, compare, analyze, list (and pdb, when present).

Every error is one line on stderr with a documented exit code
(:mod:`fewest.cli.exit_codes`); no traceback reaches the user.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, Any

import typer

from fewest.app import Outcome, Request, Status, prepare, run
from fewest.app.compare import DEFAULT_METHODS
from fewest.app.judged import judge_requests
from fewest.app.request import check
from fewest.app.status import EXIT_MEANINGS
from fewest.cli import exit_codes, visual
from fewest.cli.guard import OneLineGroup, guarded
from fewest.cli.inputs import read_board
from fewest.cli.korean import said, tell
from fewest.cli.options import board_options
from fewest.errors import InvalidPuzzleError
from fewest.lang import current
from fewest.problem import Limits
from fewest.progress import bar
from fewest.puzzles import get_family
from fewest.puzzles.options import make_options
from fewest.render.text import solution_text

app = typer.Typer(
    cls=OneLineGroup,
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="Find the fewest moves that solve a puzzle, and prove it.\n\n"
    "Exit codes: " + ", ".join(f"{c} {w}" for c, w in EXIT_MEANINGS.items()) + ".",
)



def _version(value: bool) -> None:
    if value:
        from fewest import __version__

        typer.echo(f"fewest {__version__}")
        raise typer.Exit(0)


@app.callback()
def _main(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="print the version and exit")] = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", help="en or ko: the language of every message (default: ko when the locale "
        "is Korean); it may stand anywhere on the line, after any command")] = None,
) -> None:
    """Find the fewest moves that solve a puzzle, and prove it."""


PuzzleArg = Annotated[
    str, typer.Argument(help="a puzzle from `fewest list` (sliding, rubiks-square, "
                        "snakes-ladders, card-match, ...) or one of its aliases")
]
BoardArg = Annotated[
    str | None,
    typer.Argument(help="inline ('3 1 2 / 4 7 5 / 6 8 0'), JSON, a file, or '-' for stdin"),
]
SecondsOpt = Annotated[float | None, typer.Option("--max-seconds", help="time limit")]
ExpOpt = Annotated[int | None, typer.Option("--max-expansions", help="expansion limit")]
StatesOpt = Annotated[int | None, typer.Option("--max-states", help="stored-state limit")]
ProgressOpt = Annotated[
    bool,
    typer.Option("--progress/--no-progress", help="progress bars on stderr for long table builds"),
]


JSON_FMT = "json"


def _board_request(puzzle: str, board: str | None, options: dict[str, Any], *,
                   algorithm: str | None = None, mode: str = "optimal",
                   limits: dict[str, Any] | None = None, fmt: str = "text",
                   jobs: int = 1, allow_suboptimal: bool = False) -> Request:
    return Request(puzzle, read_board(board), options, algorithm, mode, limits or {}, fmt, jobs,
                   allow_suboptimal)


def _limits(max_seconds: float | None, max_expansions: int | None,
            max_states: int | None) -> dict[str, Any]:
    return {k: v for k, v in (("max_seconds", max_seconds), ("max_expansions", max_expansions),
                              ("max_states", max_states)) if v is not None}


def _print_outcome(outcome: Outcome, fmt: str, boards: bool | None) -> None:
    """Print an outcome in ``fmt``: JSON always prints one object on stdout; every
    other failure is one line on stderr."""
    if fmt == JSON_FMT:
        typer.echo(json.dumps(outcome.to_json()))
        if outcome.status not in (Status.SOLVED, Status.UNREACHABLE):
            tell(_error_line(outcome))
        return
    instance, sol = outcome.instance, outcome.solution
    if outcome.status is Status.SOLVED and instance is not None and sol is not None:
        if fmt == "text":
            show = boards if boards is not None else sol.length <= 40
            typer.echo(solution_text(instance, sol, boards=show, lang=current()))
        else:
            typer.echo(instance.judge_output(sol, fmt))
            if not sol.optimal:
                tell(f"note: {sol.length} is NOT proven minimal: the method does not prove "
                           "the shortest (--allow-suboptimal)")
    elif outcome.status is Status.UNREACHABLE and instance is not None:
        if fmt == "text":
            typer.echo(said(f"Answer: -1 ({outcome.message})"))
        else:
            typer.echo(instance.judge_output(None, fmt))
    else:
        tell(_error_line(outcome))


def _terminal() -> bool:
    """Whether stderr is a terminal (status lines are for people watching)."""
    return sys.stderr.isatty()


@contextmanager
def _compile_status(progress: bool, what: str | None = None) -> Iterator[None]:
    """A status line on stderr (a terminal, with --progress) while numba compiles a
    family's kernels for the first time; ``what`` names them outside a solve."""
    from fewest.kernels.compiling import watch
    from fewest.progress import announcing_compiles, compiling

    watch()
    with announcing_compiles(progress and _terminal()):
        if what is None:
            yield
            return
        with compiling(what):
            yield


def _error_line(outcome: Outcome) -> str:
    if outcome.status in (Status.INVALID, Status.INTERNAL) and not outcome.message.startswith(
            "internal error"):
        return f"error: {outcome.message}"
    return outcome.message


@app.command()
@guarded
@board_options()
def solve(
    puzzle: PuzzleArg,
    board: BoardArg = None,
    options: dict[str, Any] | None = None,
    algorithm: Annotated[
        str | None, typer.Option("--algorithm", "-a", help="auto, or any method from `fewest list`")
    ] = None,
    mode: Annotated[
        str, typer.Option("--mode", help="optimal (default) or fast: a quick answer, labelled "
                          "NOT optimal unless it is")
    ] = "optimal",
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object (= -f json)")
                       ] = False,
    fmt: Annotated[
        str, typer.Option("--format", "-f", help="text, json, number (judge: count or -1) or boj")
    ] = "text",
    allow_suboptimal: Annotated[bool, typer.Option(
        "--allow-suboptimal", help="let a judge format (-f number, boj) print the count of a "
        "method that is NOT optimal (--mode fast, -a dfs); a note on stderr says so")] = False,
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
    if as_json:
        if fmt not in ("text", JSON_FMT):
            raise InvalidPuzzleError(f"give either --json or --format {fmt}, not both")
        fmt = JSON_FMT
    limits = _limits(max_seconds, max_expansions, max_states)
    visual.check_options(speed)
    if batch is not None:
        if visual.wanted(play=play, svg=svg, gif=gif, html=html):
            raise InvalidPuzzleError(
                "--play, --svg, --gif and --html apply to one board, not --batch")
        if board is not None:
            raise InvalidPuzzleError("give either a BOARD or --batch, not both")
        if boards is not None:
            raise InvalidPuzzleError("--boards does not apply to --batch (one line per result)")
        checked = check(Request(puzzle, None, options or {}, algorithm, mode, limits, fmt,
                                allow_suboptimal=allow_suboptimal))
        from fewest.batch.run import run_batch
        from fewest.batch.task import BatchSpec

        spec = BatchSpec(checked.family.name, checked.method,
                         Limits(**checked.limits) if checked.limits else None,
                         checked.options, JSON_FMT if fmt == "text" else fmt, allow_suboptimal)
        if spec.judge and allow_suboptimal and not checked.family.resolve_method(
                checked.method).optimal:
            tell(f"note: {checked.method} is NOT optimal: the counts printed are not "
                       "proven minimal (--allow-suboptimal)")
        raise typer.Exit(run_batch(spec, batch, jobs=jobs, output=output, cluster=cluster,
                                   progress=progress))
    if output is not None or cluster is not None:
        raise InvalidPuzzleError("--output and --cluster apply to --batch only")
    try:
        request = _board_request(puzzle, board, options or {}, algorithm=algorithm,
                                 mode=mode, limits=limits, fmt=fmt, jobs=jobs,
                                 allow_suboptimal=allow_suboptimal)
        cases = judge_requests(request)
        if cases is not None and len(cases) > 1:  # one case is answered like any board
            if visual.wanted(play=play, svg=svg, gif=gif, html=html):
                raise InvalidPuzzleError("--play, --svg, --gif and --html apply to one case")
            raise typer.Exit(_solve_cases(cases, fmt, boards, progress))
        if cases is not None:
            request = cases[0]
        prepared = prepare(request)
    except InvalidPuzzleError as exc:
        if fmt != JSON_FMT:
            raise
        _print_outcome(Outcome(Status.INVALID, str(exc)), fmt, None)
        raise typer.Exit(exit_codes.BAD_INPUT) from None
    instance = prepared.instance
    visual.precheck(instance, play=play, svg=svg, gif=gif, html=html)
    for note in prepared.notes():
        tell(note)
    with bar(progress and sys.stderr.isatty(), words=said) as report, _compile_status(progress):
        outcome = run(prepared, progress=report)
    if (outcome.status is Status.LIMIT and outcome.known_length is not None
            and fmt not in ("text", JSON_FMT)):
        # the count is proven, only the move list is too long to hold
        typer.echo(str(outcome.known_length))
        tell(f"note: {outcome.known_length:,} moves is the proven minimum; no move list "
                   "follows: it is too long to hold")
        raise typer.Exit(exit_codes.SOLVED)
    _print_outcome(outcome, fmt, boards)
    if outcome.status in (Status.SOLVED, Status.UNREACHABLE):
        visual.after_solve(instance, outcome.solution, play=play, speed=speed, svg=svg, gif=gif,
                           html=html, to_stdout=fmt == "text")
    raise typer.Exit(outcome.exit_code)


def _solve_cases(requests: list[Request], fmt: str, boards: bool | None, progress: bool) -> int:
    """Solve each case of a judge input and print each: the text solutions, the judge's
    whole output (``-f judge``), or one JSON object with ``cases``; the exit code is
    the worst case's."""
    outcomes = []
    for request in requests:
        with bar(progress and sys.stderr.isatty(), words=said) as report:
            outcomes.append(run(request, progress=report))
    if fmt == JSON_FMT:
        worst = max(outcomes, key=lambda o: o.exit_code)
        typer.echo(json.dumps({"status": worst.status.value, "count": len(outcomes),
                               "cases": [o.to_json() for o in outcomes]}))
        for o in outcomes:
            if o.status not in (Status.SOLVED, Status.UNREACHABLE):
                tell(_error_line(o))
    else:
        for n, outcome in enumerate(outcomes, 1):
            if fmt == "text":
                typer.echo(f"케이스 {n}:" if current() == "ko" else f"case {n}:")
            _print_outcome(outcome, fmt, boards)
    return max(o.exit_code for o in outcomes)


@app.command()
@guarded
@board_options()
def compare(
    puzzle: PuzzleArg,
    board: BoardArg = None,
    options: dict[str, Any] | None = None,
    algorithms: Annotated[
        str | None, typer.Option(
            "--algorithms", help="comma-separated names (default: "
            f"{','.join(DEFAULT_METHODS)}; a computed problem's own method first)")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    max_seconds: Annotated[
        float | None, typer.Option(
            "--max-seconds", help="time limit per algorithm (default 10 for the methods "
            "that honour one)")
    ] = None,
    max_expansions: ExpOpt = None,
    max_states: Annotated[
        int | None, typer.Option(
            "--max-states", help="stored-state limit per algorithm (default 2,000,000 for "
            "the methods that honour one)")
    ] = None,
    html: Annotated[str | None, typer.Option(
        "--html", help="write the teaching page: each search's expansions, side by side")] = None,
    trace_limit: Annotated[int, typer.Option(
        "--trace-limit", help="expansions recorded per algorithm for --html/--plot")] = 5000,
    plot: Annotated[str | None, typer.Option(
        "--plot", help="draw the search curves to a PNG (needs the plot extra: matplotlib)")
    ] = None,
) -> None:
    """Run several algorithms on one board and compare their answers (exit codes as solve)."""
    from fewest.app.compare import DEFAULT_LIMITS, method_list
    from fewest.app.compare import compare as compare_all
    from fewest.cli.compare import print_comparison

    prepared = prepare(_board_request(puzzle, board, options or {}, limits=_limits(
        max_seconds, max_expansions, max_states)))
    names = method_list(algorithms, prepared.family)
    if (html is not None or plot is not None) and prepared.family.computed:
        raise InvalidPuzzleError(f"{prepared.family.name}'s answer is computed, not searched: "
                                 "--html and --plot draw searches")
    with _compile_status(True):
        if html is None and plot is None:
            result = compare_all(prepared, names, defaults=DEFAULT_LIMITS)
            print_comparison(result, as_json=as_json)
        else:
            result = visual.compare_visual(prepared.instance, board or "", names,
                                           prepared.limits, as_json=as_json, html=html,
                                           plot=plot, trace_limit=trace_limit,
                                           defaults=DEFAULT_LIMITS)
    raise typer.Exit(result.status.exit_code)


@app.command()
@guarded
@board_options()
def analyze(
    puzzle: PuzzleArg,
    target: Annotated[
        str | None,
        typer.Argument(
            help="a board size like 3x3 (sliding, rubiks-square) or a board (snakes-ladders); "
            "optional where a family has one size (pocket-cube)"
        ),
    ] = None,
    options: dict[str, Any] | None = None,
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
    given = make_options(**(options or {}))
    family.check_options(given)
    if target is not None and ("x" not in target.lower() or any(ch in target for ch in "[/\n")):
        target = read_board(target)
    with (bar(progress and sys.stderr.isatty(), words=said) as report,
          _compile_status(progress, f"the {family.name} kernels")):
        if spec is not None:
            from fewest.analyze import sample_report

            result = sample_report(family, target or "", spec, given, progress=report)
        else:
            result = family.analyze(target or "", given, progress=report)
    typer.echo(json.dumps(result.data) if as_json else result.text)
    if plot is not None:
        if result.plot is None:
            raise InvalidPuzzleError(f"--plot: this {family.name} report has no chart")
        result.plot(plot)
        tell(f"plot written to {plot}")


@app.command("list")
@guarded
def list_cmd(
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    judge: Annotated[bool, typer.Option(
        "--judge", help="list every judge problem (Baekjoon, LeetCode, Programmers): site, "
        "number, Korean and English titles")] = False,
) -> None:
    """Show the built-in puzzles, their options and every method (--judge: the judge
    problems)."""
    from fewest.app.listing import judge_data, listing_data
    from fewest.cli.listing import judge_text, listing_text

    if judge:
        typer.echo(json.dumps({"judges": judge_data()}, ensure_ascii=False) if as_json
                   else judge_text(current()))
        return
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
        tell("interrupted")
        sys.exit(exit_codes.INTERRUPTED)


if __name__ == "__main__":  # python -m fewest.cli.app
    main()
