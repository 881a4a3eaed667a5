"""Sampled statistics for any puzzle family: solve random boards optimally, summarize.

Any family with ``scramble`` and ``solve`` can be sampled:

* :mod:`fewest.analyze.spec` - :class:`SampleSpec` (count, seed, jobs, pairs, limits),
  what ``fewest analyze ... --sample N`` passes to ``Family.analyze``;
* :mod:`fewest.analyze.sampler` - draw board ``i`` from its own seeded source,
  solve it (one process or a pool, results in board order), replay the answer;
* :mod:`fewest.analyze.stats` - histogram, mean, Student-t 95% interval;
* :mod:`fewest.analyze.report` - :func:`sample_report`, the finished
  :class:`~fewest.puzzles.base.Report` (text, JSON data, histogram plot).

>>> from fewest.puzzles import get_family
>>> rep = sample_report(get_family("sliding"), "2x2", SampleSpec(count=12, seed=1))
>>> rep.data["solved"], rep.data["max"] <= 6
(12, True)
"""

from fewest.analyze.report import sample_report
from fewest.analyze.spec import SampleSpec, make_spec

__all__ = ["SampleSpec", "make_spec", "sample_report"]
