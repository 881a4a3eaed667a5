"""``--lang ko`` on what each judge problem says itself (issue 39): the reason a
``where=`` rule gives for an input it refuses, a method's refusal (``unsupported=``
and the ``why`` of a computed answer), each a :class:`fewest.lang.Said` that
carries its Korean.  Under ``--lang ko`` the line is Korean with no English word
outside the input, the problem's name and its field names; under ``--lang en`` it
is the English it always was."""

from __future__ import annotations

import json
from typing import Any

import pytest
from tests.cli.test_cli_lang import _allowed, english
from typer.testing import CliRunner

from fewest.check.problem import judges
from fewest.cli.app import app
from fewest.lang import Said
from fewest.puzzles import get_family


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def _inner(field: Any) -> list[str]:
    """The names of the items inside a field (a List's records: ``time``, ``flight``)."""
    out: list[str] = []
    for attr in ("item", "parts"):
        inner = getattr(field, attr, None)
        for f in inner if isinstance(inner, (list, tuple)) else [inner]:
            if f is not None and isinstance(getattr(f, "name", None), str):
                out += [f.name, *_inner(f)]
    return out


#: words a statement itself uses in Korean (Programmers 118669 says intensity)
_OWN = {"programmers-118669": ("intensity",)}


def allowed(name: str) -> tuple[str, ...]:
    problem = get_family(name).problem
    return (*_allowed(name), *(n for f in problem.input.fields for n in _inner(f)),
            *_OWN.get(name, ()))


def _json(**value: Any) -> str:
    return json.dumps(value)


_G5 = [[0] * 5 for _ in range(5)]

#: (problem, an input in the judge's own form that breaks a rule, words of its Korean)
RULES: list[tuple[str, str, str]] = [
    ("boj-1194", "1 2\n11\n", "시작 위치 '0'이 정확히 하나"),
    ("boj-1194", "1 2\n0.\n", "출구 '1'이 하나 이상"),
    ("boj-1261", "2 1\n10\n", "항상 뚫려 있습니다"),
    ("boj-13459", "3 4\n####\n#RB#\n####\n", "구멍 'O'이(가) 정확히 하나"),
    ("boj-13459", "3 3\n.##\n#R#\n###\n", "가장자리 칸은 모두 '#'이어야"),
    ("boj-13460", "3 5\n#####\n#RBB#\n#####\n", "구멍 'O'이(가) 정확히 하나"),
    ("boj-14442", "1 2 1\n10\n", "(N, M)은 0이어야"),
    ("boj-14923", "2 2\n1 1\n1 1\n0 0\n0 0\n", "(Ex, Ey)는 서로 달라야"),
    ("boj-1525", "1 1 3\n4 2 5\n7 8 6\n", "0..8이 한 번씩"),
    ("boj-15644", "3 5\n#####\n#ROO#\n#####\n", "(지금 2개)"),
    ("boj-15653", "3 5\n#####\n#RRO#\n#####\n", "빨간 구슬 'R'"),
    ("boj-15653", "3 5\n#####\n#RO.#\n#####\n", "파란 구슬 'B'"),
    ("boj-1600", "0\n2 1\n1 0\n", "평지(0)여야"),
    ("boj-16197", "1 2\n.o\n", "동전 'o'가 정확히 두 개"),
    ("boj-16236", "2\n9 7\n0 0\n", "9(아기 상어)만"),
    ("boj-16236", "2\n9 9\n0 0\n", "sea에는 9가 1개"),
    ("boj-16928", "1 1\n5 3\n50 10\n", "사다리 x y는 위로"),
    ("boj-16928", "1 1\n2 60\n50 70\n", "뱀 u v는 아래로"),
    ("boj-16928", "1 1\n2 60\n60 3\n", "하나까지만 올 수"),
    ("boj-16928", "1 6\n2 3\n94 10\n95 11\n96 12\n97 13\n98 14\n99 15\n", "100번 칸에 도착"),
    ("boj-16933", "1 2 1\n10\n", "(N, M)은 0이어야"),
    ("boj-16953", "5 5\n", "A는 B보다 작아야"),
    ("boj-16954", "........\n" * 7 + "#.......\n", "벽이 아니어야"),
    ("boj-16973", "2 2\n1 0\n0 0\n1 1 1 1 2 2\n", "벽이 없어야"),
    ("boj-17141", "5 1\n" + "0 0 0 0 0\n" * 5, "M..10개 있어야"),
    ("boj-17142", "5 1\n" + "0 0 0 0 0\n" * 5, "M..10개 있어야"),
    ("boj-17244", "3 3\n###\n#.#\n###\n", "S와 E가 하나씩"),
    ("boj-17244", "3 3\n.E#\n#S#\n###\n", "벽으로 둘러싸여"),
    ("boj-17244", "5 3\n##E##\n#S#X#\n#####\n", "모든 물건과 문에"),
    ("boj-1726", "1 2\n1 0\n1 1 1\n1 2 1\n", "궤도(0) 위에"),
    ("boj-1726", "1 3\n0 1 0\n1 1 1\n1 3 1\n", "도착 지점에 갈 수 있어야"),
    ("boj-17836", "3 3 5\n0 0 0\n0 0 0\n0 0 0\n", "그람(2)이 정확히 하나"),
    ("boj-17836", "3 3 5\n1 0 0\n0 2 0\n0 0 0\n", "(N, M)은 0이어야"),
    ("boj-1938", "5\nB0000\n0B000\n00B00\nEEE00\n00000\n", "일직선으로"),
    ("boj-1963", "1\n1000 1033\n", "A는 네 자리 소수"),
    ("boj-1963", "1\n1033 1000\n", "B는 네 자리 소수"),
    ("boj-2146", "3\n1 0 0\n0 0 0\n0 0 0\n", "섬이 두 개 이상"),
    ("boj-2151", "3\n#**\n***\n**#\n", "다른 쪽 문이 보여야"),
    ("boj-2178", "2 2\n01\n11\n", "(N, M)은 1이어야"),
    ("boj-2206", "1 2\n10\n", "(N, M)은 0이어야"),
    ("boj-2549", "1 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n", "1..16이 한 번씩"),
    ("boj-2589", "2 2\nLW\nWW\n", "육지 칸이 두 개 이상"),
    ("boj-2644", "3\n1 1\n1\n1 2\n", "두 사람은 서로 달라야"),
    ("boj-2644", "3\n1 2\n1\n1 1\n", "자기 자신의 부모일 수 없습니다"),
    ("boj-2644", "3\n1 3\n2\n1 2\n3 2\n", "2에게 부모가 둘"),
    ("boj-2644", "3\n1 3\n2\n1 2\n2 1\n", "관계가 순환합니다"),
    ("boj-2665", "2\n01\n11\n", "흰 방이어야"),
    ("boj-4991", "12 1\no***********\n0 0\n", "10개 이하여야"),
    ("boj-6087", "3 1\nC*C\n", "이어져 있어야"),
    ("boj-6593", "1 1 2\nS.\n\n0 0 0\n", "S와 E가 하나씩"),
    ("boj-7562", "1\n4\n4 0\n0 0\n", "시작 칸 (4, 0)"),
    ("boj-7562", "1\n4\n0 0\n3 4\n", "목표 칸 (3, 4)이(가) 4 x 4 체스판 밖에"),
    ("boj-7569", "2 2 1\n-1 -1\n-1 -1\n", "토마토가 하나 이상"),
    ("boj-7576", "2 2\n-1 -1\n-1 -1\n", "토마토가 하나 이상"),
    ("boj-9019", "1\n5 5\n", "A와 B는 서로 달라야"),
    ("boj-9376", "1\n3 5\n*****\n*$*$*\n*****\n", "밖으로 나가는 길이"),
    ("leetcode-1091", _json(grid=[[0, 0, 0], [0, 0, 0]]), "지금은 2 x 3입니다"),
    ("leetcode-1210", _json(grid=[[0, 0, 0], [0, 0, 0]]), "grid는 n x n이어야"),
    ("leetcode-1210", _json(grid=[[0, 1], [0, 0]]), "둘 다 0이어야"),
    ("leetcode-127", _json(beginWord="hit", endWord="hit", wordList=["hot"]),
     "beginWord와 endWord는 서로 달라야"),
    ("leetcode-1293", _json(grid=[[1, 0], [0, 0]], k=1), "비어 있어야"),
    ("leetcode-1654", _json(forbidden=[9], a=3, b=15, x=9), "x는 forbidden에 없어야"),
    ("leetcode-1926", _json(maze=[["+", "."], [".", "."]], entrance=[0, 0]), "빈 칸이어야"),
    ("leetcode-2290", _json(grid=[[1, 0], [0, 0]]), "grid[m-1][n-1]은 0이어야"),
    ("leetcode-2290", _json(grid=[[0]]), "받은 값 1 x 1"),
    ("leetcode-542", _json(mat=[[1, 1]]), "0이 하나 이상"),
    ("leetcode-743", _json(times=[[1, 1, 1]], n=1, k=1), "ui와 vi는 서로 달라야"),
    ("leetcode-752", _json(deadends=["0202"], target="0202"), "deadends에 없어야"),
    ("leetcode-773", _json(board=[[1, 1, 3], [4, 0, 5]]), "0..5이 한 번씩"),
    ("leetcode-787", _json(n=3, flights=[[0, 1, 100]], src=0, dst=0, k=1), "src와 dst는"),
    ("leetcode-787", _json(n=3, flights=[[0, 0, 100]], src=0, dst=1, k=1),
     "출발 도시와 도착 도시는"),
    ("leetcode-815", _json(routes=[list(range(50001)), list(range(50000, 100002))], source=1,
                           target=2), "100,000개보다 많습니다"),
    ("leetcode-847", _json(graph=[[1], [0], []]), "연결되어 있지 않습니다"),
    ("leetcode-847", _json(graph=[[0]]), "자기 자신 0"),
    ("leetcode-847", _json(graph=[[1], []]), "graph[1]에는 0"),
    ("leetcode-847", _json(graph=[[1, 1], [0]]), "같은 노드가 두 번"),
    ("leetcode-847", _json(graph=[[5], [0]]), "0..1 밖의 노드 5"),
    ("leetcode-854", _json(s1="ab", s2="bc"), "애너그램이어야"),
    ("leetcode-864", _json(grid=["..a", "..A"]), "시작 지점 '@'"),
    ("leetcode-864", _json(grid=["@.a", "a.A"]), "a가 2번 나옵니다"),
    ("leetcode-864", _json(grid=["@..", "..A"]), "열쇠가 없습니다"),
    ("leetcode-864", _json(grid=["@.b", "..B"]), "a가 없습니다"),
    ("leetcode-864", _json(grid=["@.a", "..."]), "자물쇠 A가 없습니다"),
    ("leetcode-864", _json(grid=["@aA", "..B"]), "열쇠 b가 없습니다"),
    ("leetcode-909", _json(board=[[-1, -1], [-1, 5]]), "아닌 5가 있습니다"),
    ("leetcode-909", _json(board=[[-1, -1, -1], [-1, -1, -1]]), "정사각형이어야"),
    ("leetcode-909", _json(board=[[-1, -1], [3, -1]]), "시작하면 안 됩니다"),
    ("leetcode-934", _json(grid=[[1, 1], [0, 0]]), "섬이 정확히 두 개"),
    ("leetcode-934", _json(grid=[[1, 0, 1], [0, 0, 0]]), "정사각형이어야"),
    ("programmers-118669", _json(n=3, paths=[[2, 1, 3], [2, 3, 1]], gates=[1], summits=[3]),
     "i < j여야"),
    ("programmers-118669", _json(n=3, paths=[[1, 2, 3], [1, 2, 1]], gates=[1], summits=[3]),
     "하나뿐이어야"),
    ("programmers-118669", _json(n=3, paths=[[1, 2, 3], [2, 3, 1]], gates=[1], summits=[1]),
     "출입구이면서 산봉우리인"),
    ("programmers-118669", _json(n=4, paths=[[1, 2, 3], [2, 3, 1], [1, 3, 2]], gates=[1],
                                 summits=[3]), "서로 이어져 있어야"),
    ("programmers-132266", _json(n=3, roads=[[1, 1], [2, 3]], sources=[2], destination=1),
     "서로 다른 두 지역"),
    ("programmers-132266", _json(n=3, roads=[[1, 2], [2, 1]], sources=[2], destination=1),
     "두 번 주어지면"),
    ("programmers-1844", _json(maps=[[0, 1], [1, 1]]), "(1, 1)은 1이어야"),
    ("programmers-1844", _json(maps=[[1]]), "1 x 1이 아니어야"),
    ("programmers-43163", _json(begin="hit", target="hit", words=["hot", "dot", "dog"]),
     "begin과 target은"),
    ("programmers-49189", _json(n=3, edge=[[1, 2]]), "갈 수 없는 노드 1개"),
    ("programmers-60063", _json(board=[[1, 0, 0, 0, 0], *_G5[1:]]), "(1, 2)에서 시작하므로"),
    ("programmers-60063", _json(board=[*_G5, [0] * 5]), "board는 N x N이어야 합니다. 지금은 6 x 5"),
    ("programmers-60063", _json(board=[_G5[0], [1] * 5, *_G5[2:]]), "(N, N)에 갈 수 없습니다"),
    ("programmers-67259", _json(board=[[1, 0, 0], [0, 0, 0], [0, 0, 0]]), "0이어야"),
    ("programmers-67259", _json(board=[[0] * 4] * 3), "4칸짜리 행 3개"),
    ("programmers-67259", _json(board=[[0, 1, 0], [1, 0, 0], [0, 0, 0]]), "이을 수 없습니다"),
    ("programmers-72413", _json(n=3, s=1, a=1, b=2, fares=[[1, 2, 3], [2, 3, 1]]),
     "s, a, b는 모두 달라야"),
    ("programmers-72413", _json(n=3, s=1, a=2, b=3, fares=[[1, 1, 3], [2, 3, 1]]),
     "서로 다른 두 지점 사이에"),
    ("programmers-72413", _json(n=3, s=1, a=2, b=3, fares=[[1, 2, 3], [2, 1, 1]]),
     "요금은 하나만"),
    ("programmers-72413", _json(n=4, s=1, a=2, b=4, fares=[[1, 2, 1], [3, 4, 1]]),
     "s에서 a와 b에 갈 수 있어야"),
    ("programmers-72415", _json(board=[[1, 0, 0, 0], *[[0] * 4] * 3], r=0, c=0),
     "1번 카드는 정확히 두 칸에"),
    ("programmers-72415", _json(board=[[0] * 4] * 4, r=0, c=0), "카드 짝이 하나 이상"),
    ("programmers-87694", _json(rectangle=[[1, 1, 1, 4]], characterX=1, characterY=1, itemX=1,
                                itemY=4), "x1 < x2, y1 < y2여야"),
    ("programmers-87694", _json(rectangle=[[1, 1, 5, 5], [1, 2, 6, 6]], characterX=1,
                                characterY=1, itemX=6, itemY=6), "공유하면 안 됩니다"),
    ("programmers-87694", _json(rectangle=[[1, 1, 5, 5], [2, 2, 3, 3]], characterX=1,
                                characterY=1, itemX=5, itemY=5), "안에 들어가면 안"),
    ("programmers-87694", _json(rectangle=[[1, 1, 3, 3], [5, 5, 7, 7]], characterX=1,
                                characterY=1, itemX=5, itemY=5), "한 덩어리를"),
    ("programmers-87694", _json(rectangle=[[1, 1, 5, 5]], characterX=3, characterY=3, itemX=1,
                                itemY=1), "캐릭터는 바깥 테두리"),
    ("programmers-87694", _json(rectangle=[[1, 1, 5, 5]], characterX=1, characterY=1, itemX=3,
                                itemY=3), "아이템은 바깥 테두리"),
    ("programmers-87694", _json(rectangle=[[1, 1, 7, 4], [3, 2, 5, 5]], characterX=1,
                                characterY=1, itemX=1, itemY=1), "서로 다른 위치에"),
]


@pytest.mark.parametrize(("name", "text", "words"), RULES,
                         ids=[f"{name}-{i}" for i, (name, _t, _w) in enumerate(RULES)])
def test_a_broken_rule_is_said_in_korean(name: str, text: str, words: str) -> None:
    code, _out, err = run("solve", name, text, "--lang", "ko")
    assert code == 2 and err.startswith(f"오류: {name}: ") and words in err, err
    assert len(err.strip().splitlines()) == 1, err
    assert english(err, allowed(name)) == [], err


def test_every_problem_with_a_rule_has_a_broken_input_here() -> None:
    ruled = {p.name for p in judges() if get_family(p.name).problem.input.where is not None}
    assert ruled - {name for name, _t, _w in RULES} == set()


#: (problem, a method it refuses): its own refusals, computed answers, the kit's
REFUSALS: list[tuple[str, str]] = sorted({
    *((p.name, method) for p in judges() for method in get_family(p.name).problem.unsupported),
    *((p.name, "bfs") for p in judges() if get_family(p.name).problem.why),
    ("boj-13549", "bfs"), ("boj-4485", "iddfs"), ("boj-16953", "bidirectional"),
})


def _sample(name: str) -> str:
    return str(get_family(name).problem.samples[0][0])


@pytest.mark.parametrize(("name", "method"), REFUSALS)
def test_a_refused_method_is_said_in_korean(name: str, method: str) -> None:
    code, _out, err = run("solve", name, _sample(name), "-a", method, "--lang", "ko")
    head = f"오류: 방법 '{method}'은(는) {name}에 쓸 수 없습니다: "
    assert code == 2 and err.startswith(head), err
    assert len(set(err.strip().splitlines())) == 1, err  # the same line for each case
    assert english(err, allowed(name)) == [], err


def test_what_a_problem_declares_knows_its_korean() -> None:
    for p in judges():
        problem = get_family(p.name).problem
        for text in (problem.why, *problem.unsupported.values()):
            assert not text or isinstance(text, Said), (p.name, text)


@pytest.mark.parametrize(("args", "wanted"), [
    (["boj-16197", "1 2\n.o\n"],
     "error: boj-16197: the board must hold exactly two coins 'o', it holds 1: '1 2 / .o'"),
    (["boj-2644", "3\n1 3\n2\n1 2\n2 1\n"],
     "error: boj-2644: the relations form a cycle: '3 / 1 3 / 2 / 1 2 / 2 1'"),
    (["leetcode-743", '{"times": [[1, 1, 1]], "n": 1, "k": 1}'],
     "error: leetcode-743: time: ui must differ from vi: "
     "'{\"times\": [[1, 1, 1]], \"n\": 1, \"k\": 1}'"),
    (["boj-16197", "1 2\noo\n", "-a", "bidirectional"],
     "error: method 'bidirectional' does not apply to boj-16197: every position with exactly "
     "one coin off the board is a goal"),
    (["leetcode-2290", '{"grid": [[0, 1], [1, 0]]}', "-a", "greedy"],
     "error: method 'greedy' does not apply to leetcode-2290: no distance estimate helps: "
     "a free detour of any length costs nothing"),
    (["boj-2146", "3\n1 0 1\n0 0 0\n1 0 1\n", "-a", "bfs"],
     "error: method 'bfs' does not apply to boj-2146: boj-2146 is not one search (the answer "
     "is the least bridge over every pair of islands (one BFS from all land at once, with "
     "each sea cell's nearest island), not one path)"),
    (["boj-13549", "5 17", "-a", "bfs"],
     "error: method 'bfs' does not apply to boj-13549: boj-13549's moves cost 0 or 1 and bfs "
     "counts moves: use dijkstra or astar"),
])
def test_the_english_is_as_it_was(args: list[str], wanted: str) -> None:
    code, _out, err = run("solve", *args, "--lang", "en")
    assert (code, err.strip()) == (2, wanted)


def test_an_unreachable_reason_a_problem_gives_is_korean() -> None:
    code, out, _err = run("solve", "boj-17071", "500000 0", "--lang", "ko")
    assert code == 1 and out.startswith("답: -1 (도달 불가: 수빈이가 만나기 전에 동생이"), out
    assert english(out.splitlines()[0], allowed("boj-17071")) == [], out


def test_output_a_problem_cannot_read_is_said_in_korean_by_check() -> None:
    code, out, _err = run("check", "boj-13913", "--run", "echo 4 x y", "--cases", "1",
                          "--no-progress", "--no-shrink", "--lang", "ko")
    assert code == 1 and "출력을 읽을 수 없습니다: 정수가 아닙니다: '4 x y'" in out, out


@pytest.mark.parametrize(("text", "words"), [
    ('{"board": [[1, 2, 3], [4, 0, 5]]', "JSON 형식이 아닙니다 (33번째 열에서"),
    ('{"bord": [[1, 2, 3], [4, 0, 5]]}', "빠진 항목: board"),
    ('{"board": [[1, 2, 3], [4, 0, 5]], "x": 1}', "알 수 없는 항목: x"),
])
def test_a_case_the_kit_cannot_read_is_said_in_korean(text: str, words: str) -> None:
    code, _out, err = run("solve", "leetcode-773", text, "--lang", "ko")
    assert code == 2 and err.startswith("오류: leetcode-773: ") and words in err, err
    assert english(err, allowed("leetcode-773")) == [], err
