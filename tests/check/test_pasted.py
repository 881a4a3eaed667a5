"""C++ and Java as pasted on LeetCode and Programmers: ``class Solution`` (or
Programmers' ``solution`` function) with no ``main``, compiled with a generated
driver that reads the arguments as JSON, converts them to the declared types and
prints the return value as JSON.

The programs in ``pasted/PROBLEM/`` are written as the sites' editors hold them:
each correct one (``ok.*``) passes, each buggy one (``bug_*``, its first line names
the mistake) gets a counterexample.  The default lane runs one program per
language; the slow lane runs them all.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fewest.check import drivers
from tests.check.helpers import check_json

PASTED = Path(__file__).resolve().parent / "pasted"
PROGRAMS = sorted(p for p in PASTED.glob("*/*") if p.suffix in (".cpp", ".java"))
#: one program a language in the default lane, and the char grids LeetCode declares
#: (``vector<vector<char>>``, ``char[][]``) that the judge gives as rows of strings
FAST = {"leetcode-752/bug_start_dead.cpp", "leetcode-127/ok.java",
        "leetcode-1926/ok.cpp", "leetcode-1263/ok.java"}


def _params() -> list[object]:
    return [pytest.param(p, id=f"{p.parent.name}/{p.name}",
                         marks=() if f"{p.parent.name}/{p.name}" in FAST else (pytest.mark.slow,))
            for p in PROGRAMS]


@pytest.mark.parametrize("path", _params())
def test_pasted_program_is_judged_right(path: Path) -> None:
    code, body = check_json(path.parent.name, str(path), "--cases", "40", "--jobs", "2")
    assert body["harness"] == "function", body
    if path.name.startswith("ok"):
        assert (code, body["status"], body["cases"]) == (0, "pass", 40), body
        return
    assert (code, body["status"]) == (1, "fail"), body
    ce = body["counterexample"]
    assert ce["verdict"] == "wrong-answer" and ce["confirmed"], ce
    # the return value, read back from the driver's JSON (a number, or a list: LeetCode
    # 542's distance grid, Programmers 118669's [summit, intensity])
    assert isinstance(ce["got"], (int, list)), ce


def test_the_corpus_covers_both_languages_and_sites() -> None:
    assert {p.suffix for p in PROGRAMS} == {".cpp", ".java"}
    assert {p.parent.name.split("-")[0] for p in PROGRAMS} == {"leetcode", "programmers"}
    for suffix in (".cpp", ".java"):
        assert any(p.name.startswith("ok") and p.suffix == suffix for p in PROGRAMS)
        assert any(p.name.startswith("bug") and p.suffix == suffix for p in PROGRAMS)


@pytest.mark.parametrize(("source", "language", "params", "returns"), [
    ("class Solution {\npublic:\n    int openLock(vector<string>& deadends, string target) {",
     "cpp", (("vector<string>&", "deadends"), ("string", "target")), "int"),
    ("int solution(vector<vector<int>> board, int r, int c) {", "cpp",
     (("vector<vector<int>>", "board"), ("int", "r"), ("int", "c")), "int"),
    ("class Solution { public: long long f(const vector<pair<int, int>> &a, bool b) const {",
     "cpp", (("vector<pair<int, int>>&", "a"), ("bool", "b")), "long long"),
    ("class Solution {\n    public int ladderLength(String beginWord, String endWord, "
     "List<String> wordList) {", "java",
     (("String", "beginWord"), ("String", "endWord"), ("List<String>", "wordList")), "int"),
    ("class Solution { public List<List<Integer>> f(final int[][] grid, char[][] b) {", "java",
     (("int[][]", "grid"), ("char[][]", "b")), "List<List<Integer>>"),
    # Programmers' own stubs: ``> >`` spaced, the brace on the next line, a list returned
    ("int solution(vector<vector<int> > maps)\n{", "cpp", (("vector<vector<int>>", "maps"),),
     "int"),
    ("vector<int> solution(int n, vector<vector<int>> roads, vector<int> sources, "
     "int destination) {", "cpp", (("int", "n"), ("vector<vector<int>>", "roads"),
                                   ("vector<int>", "sources"), ("int", "destination")),
     "vector<int>"),
    ("class Solution {\npublic:\n    int nearestExit(vector<vector<char>>& maze, "
     "vector<int>& entrance) {", "cpp",
     (("vector<vector<char>>&", "maze"), ("vector<int>&", "entrance")), "int"),
    ("class Solution { public int[] solution(int n, int[][] paths, int[] gates, "
     "int[] summits) {", "java", (("int", "n"), ("int[][]", "paths"), ("int[]", "gates"),
                                  ("int[]", "summits")), "int[]"),
])
def test_the_signature_is_read_from_the_method(source: str, language: str,
                                               params: tuple[tuple[str, str], ...],
                                               returns: str) -> None:
    name = source.split("(")[0].split()[-1]
    sig = drivers.pasted(source + " return 0; } };", name, language)
    assert sig is not None
    assert (sig.params, sig.returns) == (params, returns)


def test_a_program_with_its_own_main_reads_stdin_itself() -> None:
    assert drivers.pasted("int main() { return 0; }", "f", "cpp") is None
    assert drivers.pasted("public class Main { public static void main(String[] a) {} }",
                          "f", "java") is None
    # a main in a comment is not a main
    assert drivers.pasted("// int main() {\nint solution(int a) { return a; }",
                          "solution", "cpp") is not None


def test_pasted_code_without_the_method_is_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "sol.cpp"
    path.write_text("class Solution {\npublic:\n    int wrongName(vector<string>& d, string t) "
                    "{ return 0; }\n};\n")
    from tests.check.helpers import cli

    code, _out, err = cli("check", "lc-752", str(path), "--no-progress")
    assert code == 2
    assert "sol.cpp" in err and "openLock" in err


def test_a_compile_error_in_pasted_code_names_the_students_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.cpp"
    path.write_text("class Solution {\npublic:\n    int openLock(vector<string>& d, string t) {\n"
                    "        return undefined_name;\n    }\n};\n")
    from tests.check.helpers import cli

    code, _out, err = cli("check", "lc-752", str(path), "--no-progress")
    assert code == 2
    assert "mine.cpp:4" in err, err  # the student's own line number
