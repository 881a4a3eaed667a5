"""Compiled (numba) fast paths for sliding-tile puzzles.

Modules, each taking plain data (``tiles`` row-major with 0 the blank,
``rows``, ``cols``, ``goal``):

* :mod:`~fewest.puzzles.sliding.fast.tables` - complete distance tables (<= 12 cells);
* :mod:`~fewest.puzzles.sliding.fast.analyze` - whole-space reports from those tables;
* :mod:`~fewest.puzzles.sliding.fast.pdb` - additive pattern databases (15- and 24-puzzle);
* :mod:`~fewest.puzzles.sliding.fast.idastar` - compiled IDA* over those databases;
* :mod:`~fewest.puzzles.sliding.fast.bigboard` - a fast, non-optimal solver for big boards.

The board model (validation, goals, parity, the neighbour table in the one
direction order ``U, L, R, D``) is :mod:`fewest.puzzles.sliding.model`; the
kernels take its :func:`~fewest.puzzles.sliding.model.neighbour_array`.

>>> from fewest.puzzles.sliding.model import neighbour_array
>>> neighbour_array(2, 2).shape
(4, 4)
"""
