"""Batches of instances: over every local core, or over a Dask cluster, resumable.

* :mod:`fewest.batch.task` - the pure per-line function (JSON line in, JSON result out);
* :mod:`fewest.batch.local` - in-process and process-pool runners;
* :mod:`fewest.batch.cluster` - the Dask distributed runner (``fewest[cluster]``);
* :mod:`fewest.batch.output` - the resumable ``--output`` file;
* :mod:`fewest.batch.run` - the driver behind ``fewest solve --batch``.
"""

from fewest.batch.run import run_batch
from fewest.batch.task import BatchSpec, solve_line_result

__all__ = ["BatchSpec", "run_batch", "solve_line_result"]
