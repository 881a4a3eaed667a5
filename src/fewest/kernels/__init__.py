"""Shared numba building blocks: permutation ranking and 2-bit state arrays.

* :mod:`fewest.kernels.ranking` - popcount, ranks of permutations (one parity
  class at a time) and of partial permutations, and their inverses;
* :mod:`fewest.kernels.twobit` - packed arrays holding a 2-bit code per state,
  the storage of breadth-first searches over ranks.

>>> from fewest.kernels.ranking import partial_rank, partial_unrank
>>> import numpy as np
>>> r = partial_rank(np.array([3, 0, 2]), 3, 5)
>>> partial_unrank(r, 3, 5).tolist()
[3, 0, 2]
"""
