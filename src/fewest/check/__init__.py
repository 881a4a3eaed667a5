"""``fewest check``: the smallest input on which a student's own judge solution is wrong.

The checker runs a program (``--run``) or a function (``--function``) on a
deterministic stream of cases for one judge problem (Baekjoon 1525 and 2549,
LeetCode 909, Programmers 72415), compares each answer with fewest's proven
optimum, and shrinks the first failure to the smallest input that still
fails the same way.

======================  =========================================================
module                  one idea
======================  =========================================================
``judges``              the four judge problems as data (layouts, cases, shrinking)
``cases``               the deterministic case stream per ``--seed``
``layouts``             stdin writers and answer readers
``answers``             judging a count, or replaying a move list
``oracle``              the case type and its optimal answer (``fewest.app.run``)
``runner``              untrusted programs: process groups, limits, cleanup
``limits``              the launcher that sets resource limits, then execs
``worker``              the process that imports and calls a ``--function`` target
``harness``             ``--run`` and ``--function``: a case in, an attempt out
``verdict``             wrong answer, time limit, runtime error, bad output, memory
``shrink``              the generic shrinking loop
``smaller``             smaller inputs after shrinking: jumps, the smallest, small samples
``drivers``             C++ and Java pasted from LeetCode/Programmers: the generated driver
``session``             the loop: cases, in parallel, then shrinking
``report``              the text report, the JSON object, ``--save``
======================  =========================================================
"""
