"""Judge problems declared on the judge kit (:mod:`fewest.puzzles.kit`): one module a
problem, named by its site and number (``boj_16953``, ``lc_994``, ``pg_43163``)."""
