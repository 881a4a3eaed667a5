"""Compiled (numba) fast paths for sliding-tile puzzles.

Modules, each taking plain data (``tiles`` row-major with 0 the blank,
``rows``, ``cols``, ``goal``):

* :mod:`~fewest.puzzles.sliding.fast.tables` - complete distance tables (<= 12 cells);
* :mod:`~fewest.puzzles.sliding.fast.analyze` - whole-space reports from those tables;
* :mod:`~fewest.puzzles.sliding.fast.pdb` - additive pattern databases (15- and 24-puzzle);
* :mod:`~fewest.puzzles.sliding.fast.idastar` - compiled IDA* over those databases;
* :mod:`~fewest.puzzles.sliding.fast.bigboard` - a fast, non-optimal solver for big boards.

>>> from fewest.puzzles.sliding.fast.board import blank_last
>>> blank_last(2, 2)
(1, 2, 3, 0)
"""
