"""``fewest analyze <family> <size> --sample N``: the sampled statistics as a Report.

:func:`sample_report` draws and solves the boards (:mod:`fewest.analyze.sampler`)
and returns a :class:`~fewest.puzzles.base.Report`: the histogram of optimal
lengths, the mean with its 95% interval (:mod:`fewest.analyze.stats`), the
longest board found with its moves, and how many boards were solved or hit a
limit.  ``report.plot(path)`` draws the histogram to a PNG.

>>> from fewest.puzzles import get_family
>>> rep = sample_report(get_family("rubiks-square"), "2x2", SampleSpec(count=20, seed=3))
>>> rep.data["solved"], rep.data["max"] <= 4
(20, True)
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

from fewest.analyze.sampler import Outcome, resolve_seed, sample
from fewest.analyze.spec import SampleSpec
from fewest.analyze.stats import histogram, summarize
from fewest.errors import InvalidPuzzleError
from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, InputOptions, Report
from fewest.words import plural

#: ``notes(data) -> lines``: family facts to add (published values, God's numbers, ...).


def sample_report(family: Family, size: str, spec: SampleSpec,
                  options: InputOptions | None = None, *,
                  progress: ProgressFn | None = None) -> Report:
    """Sample, solve and summarize, as the family's :meth:`~fewest.puzzles.base.Family.sample_plan`
    says (its notes add family lines to the text and data)."""
    options = options or InputOptions()
    family.check_options(options)
    plan = family.sample_plan(size, options, spec.pairs)
    spec = dataclasses.replace(spec, seed=resolve_seed(spec.seed),
                               limits=spec.limits or plan.limits)
    started = time.perf_counter()
    outcomes = sample(family, plan.size, spec, options, draw=plan.draw, progress=progress)
    data = summary_data(family.name, plan.size, spec, outcomes, plan.unit)
    data["seconds"] = round(time.perf_counter() - started, 3)
    data["notes"] = plan.notes(data) if plan.notes is not None and data["solved"] else []
    return Report(data, text(data), plot=lambda path: plot_histogram(data, path))


def summary_data(name: str, size: str, spec: SampleSpec, outcomes: list[Outcome],
                 unit: str) -> dict[str, Any]:
    """Plain JSON facts of a sample."""
    solved = [o for o in outcomes if o.status == "solved"]
    lengths = [o.length for o in solved if o.length is not None]
    limits = spec.limits
    data: dict[str, Any] = {
        "family": name, "size": size, "samples": len(outcomes), "seed": spec.seed,
        "jobs": spec.jobs, "unit": unit,
        "limits": None if limits is None else {
            k: v for k, v in dataclasses.asdict(limits).items() if v is not None},
        "solved": len(solved),
        "limit_hits": sum(o.status == "limit" for o in outcomes),
        "unreachable": sum(o.status == "unreachable" for o in outcomes),
        "histogram": [[d, c] for d, c in histogram(lengths).items()],
    }
    if lengths:
        s = summarize(lengths)
        longest = max(solved, key=lambda o: (o.length or 0, -o.index))
        data.update({
            "mean": round(s.mean, 4),
            "ci95": None if s.ci95 is None else [round(s.ci95[0], 4), round(s.ci95[1], 4)],
            "std": _rounded(s.std), "stderr": _rounded(s.stderr), "min": s.low, "max": s.high,
            "longest": {"index": longest.index, "board": longest.board,
                        "options": longest.options, "length": longest.length,
                        "moves": longest.moves},
            "solve_seconds_mean": round(sum(o.seconds for o in solved) / len(solved), 4),
        })
    bounds = [o.bound for o in outcomes if o.status == "limit" and o.bound is not None]
    if bounds:
        data["limit_bounds"] = {"min": min(bounds), "max": max(bounds)}
    return data


def text(data: dict[str, Any]) -> str:
    """The human rendering of :func:`summary_data` (plus ``notes``)."""
    unit = data["unit"]
    lines = [f"{data['family']} {data['size']}: {plural(data['samples'], 'random board')} "
             f"(seed {data['seed']}), each solved optimally and its answer replayed"]
    limit = ", ".join(f"{k.replace('_', '-')} {v:g}" for k, v in (data["limits"] or {}).items())
    lines.append(f"solved {data['solved']:,}; limit reached {data['limit_hits']:,}"
                 + (f" (per board: {limit})" if limit else "")
                 + (f"; unreachable {data['unreachable']:,}" if data["unreachable"] else ""))
    if "limit_bounds" in data:
        b = data["limit_bounds"]
        lines.append(f"boards stopped at a limit were proven to need at least "
                     f"{b['min']:g}..{b['max']:g} {unit}")
    if not data["solved"]:
        return "\n".join([*lines, "no board was solved: no statistics"])
    width = max(7, len(unit))
    lines += ["", f"{unit:>{width}}  {'boards':>8}  {'share':>7}"]
    for d, c in data["histogram"]:
        lines.append(f"{d:>{width}}  {c:>8,}  {c / data['solved']:>7.2%}")
    if data["ci95"] is None:
        spread = ("one board solved: no standard deviation or 95% interval (they need "
                  "at least two)")
    else:
        lo, hi = data["ci95"]
        spread = (f"95% confidence interval [{lo:.3f}, {hi:.3f}] (Student t, "
                  f"n = {data['solved']:,}); std {data['std']:.3f}")
    lines += ["", f"mean {data['mean']:.3f} {unit}, {spread}; "
                  f"min {data['min']}, max {data['max']}"]
    if data["limit_hits"]:
        lines.append("(statistics over the solved boards only: boards stopped at a limit "
                     "tend to be the long ones)")
    longest = data["longest"]
    extra = "".join(f", {k} {_show(v)}" for k, v in longest["options"].items())
    lines.append(f"longest found ({longest['length']} {unit}): board {longest['board']}{extra}")
    lines.append("  " + ", ".join(longest["moves"]))
    lines += data["notes"]
    lines.append(f"seconds: {data['seconds']} (jobs {data['jobs']})")
    return "\n".join(lines)


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _show(value: Any) -> str:
    return ",".join(map(str, value)) if isinstance(value, list) else str(value)


def plot_histogram(data: dict[str, Any], path: str) -> None:
    """Draw the histogram, the mean and its 95% interval to the PNG ``path``.

    Needs matplotlib (the ``plot`` extra); without it, one line says how to get it.
    """
    if not data["solved"]:
        raise InvalidPuzzleError("--plot: no board was solved, so there is nothing to draw")
    from fewest.figures import histogram_png

    histogram_png(path, data["histogram"], xlabel=f"optimal {data['unit']}",
                  title=f"{data['family']} {data['size']}: "
                        f"{plural(data['solved'], 'random board')}",
                  mean=data["mean"], interval=data.get("ci95"))
