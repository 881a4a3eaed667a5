"""A user's own puzzle at compiled speed (:class:`CompiledPuzzle`), with compiled
BFS, bidirectional BFS, Dijkstra, A*, IDA*, full distance tables and pattern
databases.  Importing this package imports numba; ``import fewest`` does not
(``fewest.CompiledPuzzle`` loads it on first use).  See ``docs/compiled.md``.
"""

from fewest.compiled.puzzle import CompiledPuzzle
from fewest.compiled.solve import solve_compiled
from fewest.search.registry import register_own_solver

register_own_solver(solve_compiled)

__all__ = ["CompiledPuzzle"]
