"""A user's own puzzle at compiled speed (:class:`CompiledPuzzle`), with compiled
BFS, bidirectional BFS, Dijkstra, A*, IDA*, full distance tables and pattern
databases.  Importing this package imports numba; ``import fewest`` does not
(``fewest.CompiledPuzzle`` loads it on first use).  See ``docs/compiled.md``.
"""

from fewest.compiled.puzzle import CompiledPuzzle

__all__ = ["CompiledPuzzle"]
