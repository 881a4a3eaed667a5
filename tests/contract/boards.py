"""Per-family boards for the contract suite: data only, the tests never branch on a name.

``small``: solvable in a few moves by every method (engine ones included);
``deep``: needs several IDA* bounds; ``unreachable``: provably has no solution
(``None`` where the family has no such board); ``limit``: a board and the
CLI limit that stops its default method; ``size``: a scramble size, where the
family's sizes are not ``RxC`` (default ``3x3``).
"""

from __future__ import annotations

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
    "leetcode-1091": {
        "small": '{"grid": [[0,0,0],[1,1,0],[1,1,0]]}',
        "deep": '{"grid": [[0,0,0,0,0],[1,1,1,1,0],[0,0,0,0,0],[0,1,1,1,1],[0,0,0,0,0]]}',
        "unreachable": '{"grid": [[1,0],[0,0]]}',
        "limit": ('{"grid": [[0,0,0,0,0],[1,1,1,1,0],[0,0,0,0,0],[0,1,1,1,1],[0,0,0,0,0]]}',
                  ["-a", "bfs", "--max-expansions", "3"]),
        "size": "5",
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
    },
    "programmers-67259": {
        "small": "[[0,0,0],[0,0,0],[0,0,0]]",
        "deep": "[[0,0,1,0],[0,0,0,0],[0,1,0,1],[1,0,0,0]]",
        "unreachable": None,
        "limit": ("[[0,0,1,0],[0,0,0,0],[0,1,0,1],[1,0,0,0]]",
                  ["-a", "dijkstra", "--max-expansions", "3"]),
        "size": "4",
    },
}
