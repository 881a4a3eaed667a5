"""The documented exit codes of the ``fewest`` command.

=====  ==========================================================
code   meaning
=====  ==========================================================
0      solved (or the command did its job)
1      proven unreachable: no sequence of moves reaches the goal
2      bad input or usage: the message names the problem
3      a time, expansion or memory limit stopped the search
4      internal error (a bug: please report it)
130    interrupted (Ctrl+C)
=====  ==========================================================
"""

SOLVED = 0
UNREACHABLE = 1
BAD_INPUT = 2
LIMIT = 3
INTERNAL = 4
INTERRUPTED = 130
