"""A program given by its file: the language from the suffix, compiled once, with the
judge's flags, into a temporary folder.

=========  ====================================================================  ============
suffix     compiled and run as the judges do (Baekjoon's flags)                  Debian package
=========  ====================================================================  ============
``.c``     ``gcc -O2 -Wall -std=gnu11 -DONLINE_JUDGE -DBOJ main.c -lm``          gcc
``.cpp``   ``g++ -O2 -Wall -std=gnu++17 -DONLINE_JUDGE -DBOJ main.cpp``          g++
``.java``  ``javac -encoding UTF-8 Main.java``; ``java -Xss512m -Xmx<MiB>m``      default-jdk
           ``-XX:+UseSerialGC -Dfile.encoding=UTF-8 -DONLINE_JUDGE=1 Main``
           (the class is ``Main``; the heap is capped by ``-Xmx``, not by the
           address-space cap)
``.kt``    ``kotlinc main.kt -include-runtime -d main.jar``; ``java -jar``        kotlin
``.rs``    ``rustc --edition 2021 -O main.rs``                                   rustc
``.py``    ``python3 -W ignore main.py`` (the Python that runs fewest)            python3
``.js``    ``node main.js``                                                      nodejs
=========  ====================================================================  ============

For a function problem (LeetCode, Programmers) a ``.py`` or ``.js`` file is
the code pasted from the site: a ``class Solution`` with the method, or a
``solution`` function, called in a worker process
(:class:`~fewest.check.harness.FunctionHarness`).  A program in any other
language gets the arguments as one JSON object on stdin (what ``--save``
writes: ``{"board": [[-1, -1], [-1, 3]]}``) and prints the return value as
JSON.

A missing compiler raises :class:`CannotRun` with one line naming the package;
a compile error raises it with the compiler's first lines.

>>> from fewest.check.problem import problem
>>> suffixes()
'.c, .cpp, .java, .kt, .rs, .py, .js'
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from fewest.check import drivers
from fewest.check.harness import JS_WORKER, DriverHarness, FunctionHarness, Harness, RunHarness
from fewest.check.messages import say
from fewest.check.problem import Problem

#: Lines of compiler output quoted in a compile error.
QUOTED_LINES = 12
COMPILE_SECONDS = 120


class CannotRun(Exception):
    """The program cannot be judged: a missing compiler or file, a compile error, a
    program that does not start.  The message is what the user reads (exit 2)."""


class NotStarted(CannotRun):
    """The program never started (a missing file, command, class or module)."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


@dataclass(frozen=True)
class Language:
    """How one suffix is compiled (``None``: not compiled) and run."""

    name: str
    tool: str
    package: str
    compile: tuple[str, ...] | None
    run: tuple[str, ...]
    source: str
    address_cap: bool = True
    #: the judges' extra time: ``(factor, seconds)``, the limit is ``factor * limit + seconds``
    allowance: tuple[float, float] = (1.0, 0.0)


LANGUAGES: dict[str, Language] = {
    ".c": Language("C11", "gcc", "gcc",
                   ("gcc", "-O2", "-Wall", "-std=gnu11", "-DONLINE_JUDGE", "-DBOJ",
                    "{src}", "-o", "{dir}/main", "-lm"), ("{dir}/main",), "main.c"),
    ".cpp": Language("C++17", "g++", "g++",
                     ("g++", "-O2", "-Wall", "-std=gnu++17", "-DONLINE_JUDGE", "-DBOJ",
                      "{src}", "-o", "{dir}/main"), ("{dir}/main",), "main.cpp"),
    ".java": Language("Java", "javac", "default-jdk",
                      ("javac", "-encoding", "UTF-8", "-d", "{dir}", "{src}"),
                      ("java", "-Xss512m", "-Xmx{memory}m", "-XX:+UseSerialGC",
                       "-Dfile.encoding=UTF-8", "-DONLINE_JUDGE=1", "-DBOJ=1", "-cp", "{dir}",
                       "Main"), "Main.java", address_cap=False, allowance=(2.0, 1.0)),
    ".kt": Language("Kotlin (JVM)", "kotlinc", "kotlin",
                    ("kotlinc", "{src}", "-include-runtime", "-d", "{dir}/main.jar"),
                    ("java", "-Xss512m", "-Xmx{memory}m", "-XX:+UseSerialGC", "-jar",
                     "{dir}/main.jar"), "main.kt", address_cap=False, allowance=(2.0, 1.0)),
    ".rs": Language("Rust 2021", "rustc", "rustc",
                    ("rustc", "--edition", "2021", "-O", "-o", "{dir}/main", "{src}"),
                    ("{dir}/main",), "main.rs"),
    ".py": Language("Python 3", "python3", "python3", None,
                    ("{python}", "-W", "ignore", "{src}"), "main.py", allowance=(3.0, 2.0)),
    ".js": Language("node.js", "node", "nodejs", None, ("node", "{src}"), "main.js",
                    allowance=(3.0, 2.0)),
}
ALIASES = {".cc": ".cpp", ".cxx": ".cpp", ".c++": ".cpp", ".mjs": ".js"}


def suffixes() -> str:
    """The suffixes a file may have, for messages."""
    return ", ".join(LANGUAGES)


def language_of(path: str, lang: str = "en") -> Language:
    """The language of ``path`` by its suffix (raises :class:`CannotRun`)."""
    suffix = Path(path).suffix.lower()
    found = LANGUAGES.get(ALIASES.get(suffix, suffix))
    if found is None:
        raise CannotRun(say(lang, "unknown-language", file=path, suffixes=suffixes()))
    return found


def _fill(parts: tuple[str, ...], **values: object) -> list[str]:
    return [p.format(**values) for p in parts]


def _need(tool: str, package: str, lang: str) -> str:
    found = shutil.which(tool)
    if found is None:
        raise CannotRun(say(lang, "no-compiler", tool=tool, package=package))
    return found


def harness_for(problem: Problem, path: str, *, folder: str | None = None,
                memory_mb: int = 1024, lang: str = "en") -> Harness:
    """A harness that runs the program in ``path``: compiled into ``folder`` (a new
    temporary folder when ``None``).  Raises :class:`CannotRun`."""
    source = Path(path)
    if source.is_dir():
        raise CannotRun(say(lang, "is-folder", file=path))
    if not source.is_file():
        raise CannotRun(say(lang, "no-file", file=path))
    language = language_of(path, lang)
    if language.source == "main.py":
        _python_compiles(source, lang)
    out = Path(folder or tempfile.mkdtemp(prefix="fewest-build-"))
    out.mkdir(parents=True, exist_ok=True)
    src = source.resolve()
    if language.source == "Main.java" and not _is_pasted(problem, source):
        src = _java_main(source, out, lang)
    suffix = next(s for s, lg in LANGUAGES.items() if lg is language)
    try:
        harness = _harness(problem, language, suffix, src, out, memory_mb, lang, source.name)
    except BaseException:
        if folder is None:
            shutil.rmtree(out, ignore_errors=True)
        raise
    harness.folder = str(out) if folder is None else None
    harness.allowance = language.allowance
    return harness


def _pasted(problem: Problem, suffix: str, src: Path, shown: str, out: Path,
            memory_mb: int, lang: str) -> Harness | None:
    """A harness for C++ or Java pasted from LeetCode or Programmers (no ``main``): the
    student's code with a generated driver (:mod:`fewest.check.drivers`), or ``None``
    when the program has a ``main`` of its own."""
    kind = {".cpp": "cpp", ".java": "java"}.get(suffix)
    if not problem.function or kind is None:
        return None
    source = _text(src)
    name = problem.spec.function_name()
    try:
        sig = drivers.pasted(source, name, kind)
    except drivers.NoMethod:
        raise CannotRun(say(lang, "no-method", file=shown, name=name)) from None
    if sig is None:
        return None
    if kind == "cpp":
        main = out / "main.cpp"
        main.write_text(drivers.cpp_source(source, sig, shown), encoding="utf-8")
        _compile(LANGUAGES[".cpp"], main, out, shown, lang)
        argv = [str(out / "main")]
        language = LANGUAGES[".cpp"]
    else:
        (out / "Solution.java").write_text(drivers.java_source(source), encoding="utf-8")
        (out / "FewestDriver.java").write_text(drivers.JAVA_DRIVER, encoding="utf-8")
        language = LANGUAGES[".java"]
        _need("javac", language.package, lang)
        _compile_command(["javac", "-encoding", "UTF-8", "-nowarn", "-d", str(out),
                          str(out / "Solution.java"), str(out / "FewestDriver.java")],
                         out, shown, lang, {str(out / "Solution.java"): shown})
        _need("java", language.package, lang)
        heap = max(32, memory_mb - 64) if memory_mb else 2048
        argv = [*_fill(language.run[:-1], dir=out, memory=heap), "FewestDriver", sig.name]
    return DriverHarness(problem, argv, language=language.name,
                         address_cap=language.address_cap)


def _python_compiles(source: Path, lang: str) -> None:
    """A Python file that does not compile is a compile error (exit 2), as a C++ one is:
    compiled here, never run."""
    try:
        compile(source.read_bytes(), source.name, "exec", dont_inherit=True)
    except SyntaxError as exc:
        where = f"  File \"{source.name}\", line {exc.lineno}"
        text = (exc.text or "").rstrip("\n")
        lines = [where] + ([f"    {text.strip()}"] if text.strip() else [])
        raise CannotRun(say(lang, "compile-error", command=f"python3 {source.name}") + "\n"
                        + "\n".join(lines) + f"\n  {type(exc).__name__}: {exc.msg}") from None
    except ValueError as exc:  # a NUL byte
        raise CannotRun(say(lang, "compile-error", command=f"python3 {source.name}")
                        + f"\n  {exc}") from None


def _is_pasted(problem: Problem, source: Path) -> bool:
    """Whether ``source`` is a function problem's Java as pasted (no ``main``)."""
    return problem.function and not drivers.has_main(_text(source), "java")


def _java_main(source: Path, out: Path, lang: str) -> Path:
    """The student's Java copied as ``Main.java`` (the judge's class name is the file's
    name), without a byte-order mark; a public class not called ``Main`` is a compile
    error that names the student's file, as the judge's would be."""
    text = _text(source)
    public = re.search(r"\bpublic\s+(?:final\s+|abstract\s+)*class\s+(\w+)",
                       drivers.code_only(text))
    if public is not None and public.group(1) != "Main":
        raise CannotRun(say(lang, "compile-error", command="javac")
                        + "\n  " + say(lang, "java-main", file=source.name,
                                        name=public.group(1)))
    src = out / "Main.java"
    src.write_text(text, encoding="utf-8")
    return src


def _text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", errors="replace").lstrip("\ufeff")


def _compile(language: Language, src: Path, out: Path, shown: str, lang: str) -> None:
    assert language.compile is not None
    _need(language.compile[0], language.package, lang)
    _compile_command(_fill(language.compile, src=src, dir=out), out, shown, lang,
                     {str(src): shown})


def _compile_command(command: list[str], out: Path, shown: str, lang: str,
                     names: dict[str, str]) -> None:
    """Run a compiler; a failure raises :class:`CannotRun` quoting its first lines, with
    the temporary files' paths replaced by the student's file name."""
    try:
        done = subprocess.run(command, cwd=out, capture_output=True, text=True,
                              timeout=COMPILE_SECONDS, check=False)
    except subprocess.TimeoutExpired:
        raise CannotRun(say(lang, "compile-error", command=" ".join(command[:1]))
                        + f"\n  no result in {COMPILE_SECONDS} s") from None
    if done.returncode != 0:
        lines = [line for line in (done.stderr or done.stdout).splitlines() if line.strip()]
        quoted = "\n".join(f"  {_renamed(line, names)}" for line in lines[:QUOTED_LINES])
        shown_command = " ".join(Path(c).name if "/" in c else c for c in command)
        raise CannotRun(say(lang, "compile-error", command=_renamed(shown_command, names))
                        + ("\n" + quoted if quoted else ""))


def _renamed(line: str, names: dict[str, str]) -> str:
    for path, shown in names.items():
        line = line.replace(path, shown).replace(Path(path).name, shown)
    return line


def _harness(problem: Problem, language: Language, suffix: str, src: Path, out: Path,
             memory_mb: int, lang: str, shown: str = "") -> Harness:
    driven = _pasted(problem, suffix, src, shown or src.name, out, memory_mb, lang)
    if driven is not None:
        return driven
    if problem.function:
        if suffix == ".py":
            return FunctionHarness(problem, str(src), f"auto:{problem.spec.function_name()}")
        if suffix == ".js":
            node = _need("node", "nodejs", lang)
            worker = out / "fewest_worker.js"
            worker.write_text(JS_WORKER, encoding="utf-8")
            return FunctionHarness(problem, str(src), problem.spec.function_name(),
                                   command=[node, str(worker), str(src),
                                            problem.spec.function_name()],
                                   language=language.name)
    if language.compile is not None:
        _compile(language, src, out, shown or src.name, lang)
    elif not language.run[0].startswith("{"):
        _need(language.run[0], language.package, lang)
    if language.run[0] == "java":
        _need("java", language.package, lang)
    # Java's heap is capped by -Xmx: a little under the cap, so it reports an OutOfMemoryError
    heap = max(32, memory_mb - 64) if memory_mb else 2048
    argv = _fill(language.run, src=src, dir=out, memory=heap, python=sys.executable)
    return RunHarness(problem, argv, language=language.name, address_cap=language.address_cap)
