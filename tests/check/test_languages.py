"""Any language by file: compiled once with the judge's flags, run as the judge runs it.

Each program here prints the first sample's answer whatever the input, after
reading it: the check passes case 1 and fails case 2, which shows the file
was compiled, fed the judge's input and judged.  Function problems take a
``.js`` file as pasted from the site.  A compile error and a missing compiler
are exit 2, the first with the compiler's first lines, the second in one line
naming the Debian package.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.check.helpers import check_json, cli

#: (suffix, source printing 3 after reading the 9 numbers, compiler)
PROGRAMS = {
    ".c": ("#include <stdio.h>\nint main(void){int x,i;for(i=0;i<9;i++)scanf(\"%d\",&x);"
           "printf(\"3\\n\");return 0;}\n", "gcc"),
    ".cpp": ("#include <bits/stdc++.h>\nint main(){int x;for(int i=0;i<9;i++)std::cin>>x;"
             "std::cout<<3<<\"\\n\";}\n", "g++"),
    ".js": ("const t=require('fs').readFileSync(0,'utf8').trim().split(/\\s+/);"
            "if(t.length===9)console.log(3);\n", "node"),
    ".py": ("import sys\nif len(sys.stdin.read().split()) == 9:\n    print(3)\n", "python3"),
    ".java": ("import java.util.*;\npublic class Main {\n  public static void main(String[] a) {\n"
              "    Scanner s = new Scanner(System.in);\n"
              "    for (int i = 0; i < 9; i++) s.nextInt();\n    System.out.println(3);\n  }\n}\n",
              "javac"),
    ".rs": ("use std::io::Read;\nfn main(){let mut s=String::new();"
            "std::io::stdin().read_to_string(&mut s).unwrap();"
            "if s.split_whitespace().count()==9 {println!(\"3\");}}\n", "rustc"),
}
SLOW = {".java", ".rs", ".cpp"}  # slow compilers on a loaded machine


@pytest.mark.parametrize("suffix", [pytest.param(s, marks=(pytest.mark.slow,) if s in SLOW
                                                 else ()) for s in PROGRAMS])
def test_a_file_in_any_language_is_compiled_and_judged(suffix: str, tmp_path: Path) -> None:
    source, tool = PROGRAMS[suffix]
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed")
    path = tmp_path / f"sol{suffix}"
    path.write_text(source)
    code, body = check_json("boj-1525", str(path), "--no-shrink", "--timeout", "20")
    assert code == 1, body
    ce = body["counterexample"]
    assert body["cases"] == 2 and ce["verdict"] == "wrong-answer"
    assert ce["message"] == "printed 3, expected -1"  # sample 2


JS_LEETCODE = """/**
 * @param {number[][]} board
 * @return {number}
 */
var snakesAndLadders = function(board) {
    const n = board.length, last = n * n;
    const value = s => { const r = Math.floor((s - 1) / n), c = (s - 1) % n;
        return board[n - 1 - r][r % 2 === 0 ? c : n - 1 - c]; };
    const dist = new Map([[1, 0]]); const q = [1];
    while (q.length) { const s = q.shift(); if (s === last) return dist.get(s);
        for (let x = s + 1; x <= Math.min(s + 6, last); x++) {
            const to = value(x) === -1 ? x : value(x);
            if (!dist.has(to)) { dist.set(to, dist.get(s) + 1); q.push(to); } } }
    return -1;
};
"""


def test_a_javascript_function_pasted_from_leetcode(tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    path = tmp_path / "sol.js"
    path.write_text(JS_LEETCODE)
    code, body = check_json("lc-909", str(path), "--cases", "12", "--jobs", "2")
    assert (code, body["status"], body["language"]) == (0, "pass", "node.js")
    path.write_text("function solution(board, r, c) { return 14; }\n")  # Programmers style
    code, body = check_json("pg-72415", str(path), "--no-shrink")
    assert code == 1 and body["cases"] == 2 and body["counterexample"]["got"] == 14


def test_a_compile_error_quotes_the_compiler(tmp_path: Path) -> None:
    path = tmp_path / "sol.c"
    path.write_text("int main(void) { return x; }\n")
    code, out, err = cli("check", "boj-1525", str(path))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert lines[0] == ("error: compile error (gcc -O2 -Wall -std=gnu11 -DONLINE_JUDGE -DBOJ "
                        "sol.c -o main -lm):")
    assert any("undeclared" in line and "x" in line for line in lines[1:])
    assert "counterexample" not in err


def test_a_missing_compiler_names_its_package(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "sol.cpp"
    path.write_text(PROGRAMS[".cpp"][0])
    monkeypatch.setenv("PATH", str(tmp_path))
    code, _, err = cli("check", "boj-1525", str(path))
    assert code == 2
    assert err == ("error: g++ is not installed: install the Debian package g++ "
                   "(apt-get install g++)\n")
    kotlin = tmp_path / "sol.kt"
    kotlin.write_text("fun main() { println(3) }\n")
    code, _, err = cli("check", "boj-1525", str(kotlin))
    assert code == 2 and "install the Debian package kotlin" in err


def test_the_build_folder_is_removed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    builds = tmp_path / "tmp"
    builds.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(builds))
    good, bad = tmp_path / "sol.c", tmp_path / "bad.c"
    good.write_text(PROGRAMS[".c"][0])
    bad.write_text("int main(void) { return x; }\n")
    assert check_json("boj-1525", str(good), "--no-shrink")[0] == 1
    assert cli("check", "boj-1525", str(bad))[0] == 2
    assert list(builds.iterdir()) == []
