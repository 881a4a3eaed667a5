"""Per-family boards for the contract suite: data only, the tests never branch on a name.

``small``: solvable in a few moves by every method (engine ones included);
``deep``: needs several IDA* bounds; ``unreachable``: provably has no solution
(``None`` where the family has no such board); ``limit``: a board and the
CLI limit that stops its default method; ``size``: a scramble size, where the
family's sizes are not ``RxC`` (default ``3x3``); ``no_answer``: what ``-f judge``
prints for the unreachable board, where the judge does not print ``-1``;
``scramble_moves``: the scramble length to ask for where no board is shorter than 6.
"""

from __future__ import annotations

import json
from pathlib import Path

BOARDS: dict[str, dict[str, object]] = {
    "sliding": {
        "small": "1 2 3 / 4 0 6 / 7 5 8",
        "deep": "8 6 7 / 2 5 4 / 3 0 1",
        "unreachable": "2 1 3 / 4 5 6 / 7 8 0",
        "limit": ("13 2 10 3 / 1 12 8 4 / 5 0 9 6 / 15 14 11 7",
                  ["-a", "python-idastar", "--max-expansions", "500"]),
    },
    "rubiks-square": {
        "small": "3 1 2 / 4 5 6",
        "deep": "6 3 4 1 / 5 10 7 8 / 9 14 11 12 / 13 2 16 15",
        "unreachable": "2 1 3 / 4 5 6 / 7 8 9",
        "limit": ("6 3 4 1 / 5 10 7 8 / 9 14 11 12 / 13 2 16 15",
                  ["-a", "bfs", "--max-expansions", "300"]),
    },
    "snakes-ladders": {
        "small": "[[-1,-1,-1],[-1,9,8],[-1,8,9]]",
        "deep": "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
                "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]",
        "unreachable": "[[1,1,-1],[1,1,1],[-1,1,1]]",
        "limit": ("[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
                  "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]",
                  ["-a", "bfs", "--max-expansions", "3"]),
    },
    "card-match": {
        "small": "[[1,0],[0,1]]",
        "deep": "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]",
        "unreachable": None,
        "limit": ("[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]",
                  ["-a", "bfs", "--max-expansions", "5"]),
    },
    "boj-16953": {
        "small": "2 162",
        "deep": "100 40021",
        "unreachable": "4 42",
        "limit": ("100 40021", ["-a", "bfs", "--max-expansions", "3"]),
        "size": "small",
    },
    "boj-1525": {
        "small": "1 2 3\n4 0 6\n7 5 8\n",
        "deep": "8 6 7\n2 5 4\n3 0 1\n",
        "unreachable": "2 1 3\n4 5 6\n7 8 0\n",
        "limit": ("8 6 7\n2 5 4\n3 0 1\n", ["-a", "python-idastar", "--max-expansions", "50"]),
        "size": "small",
    },
    "boj-2549": {
        "small": "4 1 2 3\n5 6 7 8\n9 10 11 12\n13 14 15 16\n",
        "deep": "6 3 4 1\n5 10 7 8\n9 14 11 12\n13 2 16 15\n",
        "unreachable": None,  # the row and column turns reach every 4x4 board
        "limit": ("6 3 4 1\n5 10 7 8\n9 14 11 12\n13 2 16 15\n",
                  ["-a", "bfs", "--max-expansions", "300"]),
        "size": "small",
    },
    "leetcode-909": {
        "small": '{"board": [[-1,-1,-1],[-1,9,8],[-1,8,9]]}',
        "deep": '{"board": [[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],'
                '[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]}',
        "unreachable": '{"board": [[1,1,-1],[1,1,1],[-1,1,1]]}',
        "limit": ('{"board": [[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],'
                  '[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]}',
                  ["-a", "bfs", "--max-expansions", "3"]),
        "size": "small",
    },
    "programmers-72415": {
        "small": '{"board": [[1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,1]], "r": 0, "c": 0}',
        "deep": '{"board": [[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]], "r": 1, "c": 0}',
        "unreachable": None,
        "limit": ('{"board": [[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]], "r": 1, "c": 0}',
                  ["-a", "bfs", "--max-expansions", "5"]),
        "size": "small",
    },
    "pancake": {
        "small": "2 1 3",
        "deep": "1 2 4 3 6 5",
        "unreachable": None,
        "limit": ("1 2 4 3 6 5", ["-a", "bfs", "--max-expansions", "3"]),
        "size": "6",
    },
    "lights-out": {
        "small": "1 1 0 / 1 0 0 / 0 0 0",
        "deep": "1 1 1 / 0 1 1 / 0 0 1",
        "unreachable": "1 0 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0",
        "limit": ("1 0 1 / 0 1 0 / 1 0 1", ["-a", "bfs", "--max-expansions", "3"]),
    },
    "pocket-cube": {
        "small": "R U",
        "deep": "R U F' R2 U' F",
        "unreachable": "UUUF URRR FRFF DDDD LLLL BBBB",
        "limit": ("R U F' R2 U' F", ["-a", "bfs", "--max-expansions", "300"]),
        "size": "2x2x2",
    },
    "hanoi": {
        "small": "[[2,1],[],[]]",
        "deep": "[[4,3,2,1],[],[],[]]",
        "unreachable": None,
        "limit": ("[[5,4,3,2,1],[],[],[]]", ["-a", "bfs", "--max-expansions", "5"]),
    },
    "boj-1697": {
        "small": "5 7",
        "deep": "5 17",
        "unreachable": None,  # every K is reachable from every N
        "limit": ("3 100000", ["-a", "bfs", "--max-expansions", "5"]),
        "size": "small",
    },
    "boj-12851": {
        "small": "1 4",
        "deep": "5 17",
        "unreachable": None,  # every K is reachable from every N
        "limit": ("3 100000", ["-a", "bfs", "--max-expansions", "5"]),
        "size": "small",
    },
    "boj-13549": {
        "small": "0 1",  # no free teleport on the way: BFS's answer is the cheapest too
        "deep": "5 17",
        "unreachable": None,  # every K is reachable from every N
        "limit": ("3 100000", ["-a", "dijkstra", "--max-expansions", "5"]),
        "size": "small",
    },
    "boj-13913": {
        "small": "5 7",
        "deep": "5 17",
        "unreachable": None,  # every K is reachable from every N
        "limit": ("3 100000", ["-a", "bfs", "--max-expansions", "5"]),
        "size": "small",
    },
    "boj-17071": {
        "small": "250000 499999",  # the brother leaves after second 1: every method is quick
        "deep": "7 37",
        "unreachable": "1 500000",  # the brother leaves the line after second 0
        "limit": ("7 37", ["-a", "bfs", "--max-expansions", "5"]),
        "size": "small",
    },
    "boj-5014": {
        "small": "10 1 4 2 1",
        "deep": "10 1 10 2 1",
        "unreachable": "100 2 1 1 0",
        "no_answer": "use the stairs",
        "limit": ("1000 1 1000 1 0", ["-a", "bfs", "--max-expansions", "5"]),
        "size": "small",
    },
    "boj-9019": {
        "small": "1\n1234 3412\n",
        "deep": "1\n1 16\n",
        "unreachable": None,
        "limit": ("1\n0 1\n", ["-a", "bfs", "--max-expansions", "3"]),
        "size": "small",
    },
    "boj-1963": {
        "small": "1\n1033 1733\n",
        "deep": "1\n1033 8179\n",
        "unreachable": None,
        "limit": ("1\n1033 8179\n", ["-a", "bfs", "--max-expansions", "3"]),
        "size": "small",
    },
    "boj-9079": {
        "small": "1\nH T T\nH T T\nT H H\n",
        "deep": "1\nH H H\nH T H\nH H H\n",
        "unreachable": "1\nT H H\nH H H\nH H H\n",
        "limit": ("1\nH H H\nH T H\nH H H\n", ["-a", "bfs", "--max-expansions", "3"]),
    },
    "boj-7562": {
        "small": "1\n8\n0 0\n2 1\n",
        "deep": "1\n8\n0 0\n7 0\n",
        "unreachable": None,
        "limit": ("1\n8\n0 0\n7 7\n", ["-a", "bfs", "--max-expansions", "3"]),
        "size": "small",
    },
    "boj-14226": {
        "small": "4",
        "deep": "18",
        "unreachable": None,
        "limit": ("18", ["-a", "bfs", "--max-expansions", "3"]),
        "size": "small",
    },
    "boj-12869": {
        "small": "3\n12 10 4\n",
        "deep": "3\n30 20 10\n",
        "unreachable": None,
        "limit": ("3\n54 18 6\n", ["-a", "bfs", "--max-expansions", "3"]),
        "size": "small",
    },
    "boj-2178": {
        "small": "2 3\n111\n011\n",
        "deep": "5 5\n11111\n00001\n11111\n10000\n11111\n",
        "unreachable": "2 2\n10\n01\n",
        "limit": ("5 5\n11111\n00001\n11111\n10000\n11111\n",
                  ["-a", "bfs", "--max-expansions", "3"]),
    },
    "boj-2206": {
        "small": "2 3\n010\n000\n",
        "deep": "5 5\n00000\n11110\n00000\n01111\n00000\n",
        "unreachable": "3 3\n011\n111\n110\n",
        "limit": ("5 5\n00000\n11110\n00000\n01111\n00000\n",
                  ["-a", "bfs", "--max-expansions", "3"]),
    },
    "boj-14442": {
        "small": "2 3 1\n010\n000\n",
        "deep": "5 5 1\n00000\n11110\n00000\n01111\n00000\n",
        "unreachable": "3 3 1\n011\n111\n110\n",
        "limit": ("5 5 2\n00000\n11110\n00000\n01111\n00000\n",
                  ["-a", "bfs", "--max-expansions", "3"]),
    },
    "boj-1600": {
        "small": "0\n3 2\n0 1 0\n0 0 0\n",
        "deep": "1\n5 5\n0 0 0 0 0\n1 1 1 1 0\n0 0 0 0 0\n0 1 1 1 1\n0 0 0 0 0\n",
        "unreachable": "0\n3 3\n0 1 0\n1 0 0\n0 0 0\n",
        "limit": ("1\n5 5\n0 0 0 0 0\n1 1 1 1 0\n0 0 0 0 0\n0 1 1 1 1\n0 0 0 0 0\n",
                  ["-a", "bfs", "--max-expansions", "3"]),
    },
    "boj-1194": {
        "small": "1 4\na0A1\n",
        "deep": "3 5\n..0..\n.###.\n..1.A\n",
        "unreachable": "5 5\n....1\n#1###\n.1.#0\n....A\n.1.#.\n",
        "limit": ("3 5\n..0..\n.###.\n..1.A\n", ["-a", "bfs", "--max-expansions", "3"]),
    },
    "boj-16197": {
        "small": "1 3\n.oo\n",
        "deep": "6 2\n.#\n.#\n.#\no#\no#\n##\n",
        "unreachable": "5 3\n###\n.o.\n###\n.o.\n###\n",
        "limit": ("6 2\n.#\n.#\n.#\no#\no#\n##\n", ["-a", "bfs", "--max-expansions", "3"]),
    },
    "leetcode-752": {
        "small": '{"deadends": ["8888"], "target": "0011"}',
        "deep": '{"deadends": ["0201", "0101", "0102", "1212", "2002"], "target": "0202"}',
        "unreachable": '{"deadends": ["8887", "8889", "8878", "8898", "8788", "8988", "7888", '
                       '"9888"], "target": "8888"}',
        "limit": ('{"deadends": ["0201", "0101", "0102", "1212", "2002"], "target": "0202"}',
                  ["-a", "bfs", "--max-expansions", "3"]),
        "size": "small",
    },
    "leetcode-773": {
        "small": '{"board": [[1, 2, 3], [0, 4, 5]]}',
        "deep": '{"board": [[4, 1, 2], [5, 0, 3]]}',
        "unreachable": '{"board": [[1, 2, 3], [5, 4, 0]]}',
        "limit": ('{"board": [[4, 1, 2], [5, 0, 3]]}', ["-a", "bfs", "--max-expansions", "3"]),
        "size": "2x3",
    },
    "leetcode-864": {
        "small": '{"grid": ["@.aA"]}',
        "deep": '{"grid": ["@.a.#", "###.#", "b.A.B"]}',
        "unreachable": '{"grid": ["@Aa"]}',
        "limit": ('{"grid": ["@.a.#", "###.#", "b.A.B"]}', ["-a", "bfs", "--max-expansions", "3"]),
    },
    "leetcode-847": {
        "small": '{"graph": [[1], [0, 2], [1]]}',
        "deep": '{"graph": [[1, 2, 3], [0], [0], [0]]}',
        "unreachable": None,
        "limit": ('{"graph": [[1], [0, 2, 4], [1, 3, 4], [2], [1, 2]]}',
                  ["-a", "bfs", "--max-expansions", "3"]),
        "size": "small",
    },
    "leetcode-1293": {
        "small": '{"grid": [[0, 1, 0]], "k": 1}',
        "deep": '{"grid": [[0, 0, 0], [1, 1, 0], [0, 0, 0], [0, 1, 1], [0, 0, 0]], "k": 1}',
        "unreachable": '{"grid": [[0, 1, 1], [1, 1, 1], [1, 0, 0]], "k": 1}',
        "limit": ('{"grid": [[0, 0, 0], [1, 1, 0], [0, 0, 0], [0, 1, 1], [0, 0, 0]], "k": 1}',
                  ["-a", "bfs", "--max-expansions", "3"]),
    },
    # no "unreachable" board: the judge's no-answer output is 0, not -1
    "leetcode-127": {
        "small": '{"beginWord": "hit", "endWord": "dot", "wordList": ["hot", "dot"]}',
        "deep": '{"beginWord": "hit", "endWord": "cog", '
                '"wordList": ["hot", "dot", "dog", "lot", "log", "cog"]}',
        "unreachable": None,
        "limit": ('{"beginWord": "hit", "endWord": "cog", '
                  '"wordList": ["hot", "dot", "dog", "lot", "log", "cog"]}',
                  ["-a", "bfs", "--max-expansions", "2"]),
        "size": "small",
    },
    "leetcode-815": {
        "small": '{"routes": [[1, 2, 7], [3, 6, 7]], "source": 1, "target": 6}',
        "deep": '{"routes": [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5]], "source": 0, "target": 5}',
        "unreachable": '{"routes": [[7, 12], [4, 5, 15], [6], [15, 19], [9, 12, 13]], '
                       '"source": 15, "target": 12}',
        "limit": ('{"routes": [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5]], "source": 0, '
                  '"target": 5}', ["-a", "bfs", "--max-expansions", "2"]),
        "size": "small",
    },
    "leetcode-1091": {
        "small": '{"grid": [[0,0,0],[1,1,0],[1,1,0]]}',
        "deep": '{"grid": [[0,0,0,0,0],[1,1,1,1,0],[0,0,0,0,0],[0,1,1,1,1],[0,0,0,0,0]]}',
        "unreachable": '{"grid": [[1,0],[0,0]]}',
        "limit": ('{"grid": [[0,0,0,0,0],[1,1,1,1,0],[0,0,0,0,0],[0,1,1,1,1],[0,0,0,0,0]]}',
                  ["-a", "bfs", "--max-expansions", "3"]),
        "size": "5x5",
    },
    "leetcode-2290": {
        "small": '{"grid": [[0,1],[0,0]]}',
        "deep": '{"grid": [[0,1,1],[1,1,0],[1,1,0]]}',
        "unreachable": None,
        "limit": ('{"grid": [[0,1,0,0,0],[0,1,0,1,0],[0,0,0,1,0]]}',
                  ["-a", "dijkstra", "--max-expansions", "3"]),
        "size": "3x4",
    },
    "leetcode-1210": {
        "small": '{"grid": [[0,0,0],[0,0,0],[0,0,0]]}',
        "deep": '{"grid": [[0,0,0,0,0],[1,1,0,0,0],[0,0,0,0,0],[0,0,1,0,0],[0,0,0,0,0]]}',
        "unreachable": '{"grid": [[0,0,0],[0,0,0],[0,1,0]]}',
        "limit": ('{"grid": [[0,0,0,0,0],[1,1,0,0,0],[0,0,0,0,0],[0,0,1,0,0],[0,0,0,0,0]]}',
                  ["-a", "bfs", "--max-expansions", "3"]),
        "size": "4",
    },
    "leetcode-1263": {
        "small": "#####/#S..#/#.B.#/#..T#/#####",
        "deep": "######/#T..##/#.#B.#/#....#/#...S#/######",
        "unreachable": "######/#T.###/#..B.#/####.#/#...S#/######",
        "limit": ("######/#T..##/#.#B.#/#....#/#...S#/######",
                  ["-a", "bfs", "--max-expansions", "2"]),
        "size": "5x5",
    },
    "programmers-60063": {
        "small": "[[0,0,0,0,0],[0,0,0,0,0],[0,0,0,0,0],[0,0,0,0,0],[0,0,0,0,0]]",
        "deep": "[[0,0,0,1,1],[0,0,0,1,0],[0,1,0,1,1],[1,1,0,0,1],[0,0,0,0,0]]",
        "unreachable": None,
        "limit": ("[[0,0,0,1,1],[0,0,0,1,0],[0,1,0,1,1],[1,1,0,0,1],[0,0,0,0,0]]",
                  ["-a", "bfs", "--max-expansions", "3"]),
        "size": "5",
        "scramble_moves": 8,  # the quickest 5x5 robot takes 7 moves
    },
    "programmers-67259": {
        "small": "[[0,0,0],[0,0,0],[0,0,0]]",
        "deep": "[[0,0,1,0],[0,0,0,0],[0,1,0,1],[1,0,0,0]]",
        "unreachable": None,
        "limit": ("[[0,0,1,0],[0,0,0,0],[0,1,0,1],[1,0,0,0]]",
                  ["-a", "dijkstra", "--max-expansions", "3"]),
        "size": "4x4",
    },
    "boj-13460": {
        "small": "3 5\n#####\n#ROB#\n#####\n",
        "deep": "7 7\n#######\n#...RB#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n",
        "unreachable": "3 10\n##########\n#.O....RB#\n##########\n",
        "limit": ("7 7\n#######\n#...RB#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n",
                  ["-a", "bfs", "--max-expansions", "3"]),
        "scramble_moves": 10,  # random boards rarely fall within fewer tilts
        "size": "5x5",  # a 3x3 board has one inner cell: no room for three pieces
    },
}


#: the families whose boards are written by hand (a kit problem among them keeps them)
HAND = frozenset(BOARDS)


def kit_boards(name: str, stream: bool = False) -> dict[str, object]:
    """The contract's boards of a problem on the judge kit, derived from its own case
    stream (the statement's edge cases first): the smallest solvable case of 1 to 3
    moves, the deepest of at most 12 moves among small cases, a case with no way, and
    the deep case under one expansion.  Data only: no test branches on the name."""
    import random
    from itertools import islice

    from fewest.errors import NoSolutionError
    from fewest.puzzles import get_family

    family = get_family(name)
    spec = family.judge
    assert spec is not None
    formula = family.problem.solve is not None  # type: ignore[attr-defined]
    small = deep = unreachable = None
    answers: list[tuple[tuple[int, ...], int, str]] = []
    problem = family.problem  # type: ignore[attr-defined]
    texts = [t for t, _ in problem.samples] + list(problem.specials)
    candidates = [] if stream else [c for t in texts for c in spec.read_input(t)]
    for case in [*candidates, *islice(spec.stream(random.Random(0)), 0 if candidates else 80)]:
        if spec.size(case)[0] > 64:
            continue
        text = spec.stdin_of([case])
        inst = family.parse(case)
        try:
            sol = inst.solve()
        except NoSolutionError:
            unreachable = unreachable or text
            continue
        answers.append((spec.size(case), len(sol.moves), text))
    solvable = [a for a in answers if formula or 1 <= a[1] <= 12]
    if not solvable:  # the samples are all large: the stream's small cases then
        return kit_boards(name, stream=True)
    small = min((a for a in solvable if formula or a[1] <= 3), default=min(solvable))[2]
    # deep: a few IDA* bounds, not a blind IDA* of a dozen moves
    deeper = [a for a in solvable if a[1] >= 3]
    deep = (min(deeper, key=lambda a: (a[1], a[0])) if deeper else max(
        solvable, key=lambda a: (a[1], [-v for v in a[0]])))[2]
    out: dict[str, object] = {"small": small, "deep": deep, "unreachable": unreachable,
                              "limit": None if formula else (deep, [
                                  "-a", "bfs" if "bfs" not in family.engine_unsupported
                                  else "dijkstra", "--max-expansions", "1"]),
                              "size": "small"}
    least = min((a[1] for a in solvable if a[1] >= 1), default=0)
    if not formula and least > 6:  # no board is within the scramble's usual 6 moves
        out["scramble_moves"] = least + 2
    if unreachable is not None:
        inst = family.parse(unreachable)
        out["no_answer"] = inst.judge_output(None, "judge").splitlines()[0]
    return out


#: the kit problems' derived boards, written by ``python -m tests.contract.boards`` (deriving
#: them solves dozens of small cases a problem: too slow for every test process to repeat);
#: a problem not in the file yet is derived when the suite starts, and a test checks the
#: file against the derivation
KIT_BOARDS = Path(__file__).with_name("kit_boards.json")


def derived_names(names: tuple[str, ...]) -> list[str]:
    """The kit problems whose boards are derived: those without hand-picked ones above."""
    return [name for name in names if name not in HAND]


def _kit() -> None:
    from fewest.puzzles import KIT_PROBLEMS

    stored = json.loads(KIT_BOARDS.read_text()) if KIT_BOARDS.is_file() else {}
    for name in derived_names(KIT_PROBLEMS):
        found = stored.get(name)
        if found is not None and found.get("limit") is not None:
            found["limit"] = tuple(found["limit"])
        BOARDS[name] = found if found is not None else kit_boards(name)


def write_kit_boards() -> None:
    """Derive every kit problem's boards and write them to :data:`KIT_BOARDS`."""
    from fewest.puzzles import KIT_PROBLEMS

    out = {name: kit_boards(name) for name in derived_names(KIT_PROBLEMS)}
    KIT_BOARDS.write_text(json.dumps(out, indent=1, sort_keys=True, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write_kit_boards()
else:
    _kit()


def playable() -> list[str]:
    """The families whose boards are played move by move (every one but a problem whose
    answer is computed, not a path: it has no moves to play, hint or scramble toward)."""
    from fewest.puzzles import families

    return [f.name for f in families() if not f.computed]
