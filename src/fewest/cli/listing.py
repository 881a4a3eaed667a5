"""``fewest list`` as text: every family with its options, formats and methods."""

from __future__ import annotations

from fewest.app.status import EXIT_MEANINGS
from fewest.puzzles import families
from fewest.puzzles.methods import Method


def _method_line(m: Method) -> str:
    tag = "optimal" if m.optimal else "NOT optimal"
    extra = f" [first use builds: {m.table}]" if m.table else ""
    if m.parallel:
        extra += " [--jobs splits one search]"
    limits = ",".join(sorted(x.removeprefix("max_") for x in m.honours)) or "none"
    return f"    {m.name:<22}{tag:<12}{m.summary}{extra} (limits: {limits})"


def listing_text() -> str:
    """Plain text listing: each family, its options, formats and methods.

    >>> "bidirectional" in listing_text()
    True
    """
    lines: list[str] = []
    for fam in families():
        alias = f" (also: {', '.join(fam.aliases)})" if fam.aliases else ""
        lines.append(f"{fam.name}{alias}: {fam.summary}")
        opts = "; ".join(f"--{o} {fam.option_help.get(o, '')}".rstrip() for o in fam.options)
        lines.append(f"  options: {opts or 'none'}")
        lines.append(f"  formats: text, json, {', '.join(fam.formats)}")
        lines.append(f"  methods (--algorithm; auto picks; --mode fast runs {fam.fast_method}):")
        own = [m for m in fam.all_methods() if not m.engine]
        lines.extend(_method_line(m) for m in own)
        engine = [m.name for m in fam.all_methods() if m.engine]
        lines.append(f"    engine algorithms: {', '.join(engine)}")
        lines.append("")
    lines.append("Engine algorithms (every puzzle):")
    first = families()[0]
    lines.extend(_method_line(m) for m in first.all_methods() if m.engine)
    lines.append("")
    lines.append("Exit codes: " + ", ".join(f"{c} {w}" for c, w in EXIT_MEANINGS.items()) + ".")
    return "\n".join(lines)


def judge_text(lang: str = "en") -> str:
    """``fewest list --judge``: one line per judge problem (site, number, titles, names),
    framed in ``lang``.

    >>> "Baekjoon       1525  퍼즐 / Puzzle" in judge_text()
    True
    >>> judge_text("ko").splitlines()[0]
    '사이트         번호  제목 (한국어 / 영어)  [fewest 이름]'
    """
    from fewest.app.listing import judge_data

    rows = judge_data()
    ko = lang == "ko"
    lines = [f"{'사이트':<9} {'번호':>4}  제목 (한국어 / 영어)  [fewest 이름]" if ko else
             f"{'site':<12} {'number':>6}  titles (Korean / English)  [fewest names]"]
    for j in rows:
        names = ", ".join([j["name"], *j["aliases"]])
        lines.append(f"{j['site']:<12} {j['number']:>6}  {j['title_ko']} / {j['title_en']}  "
                     f"[{names}]")
    lines.append(f"판정 문제 {len(rows)}개: `fewest solve NAME FILE`은 판정 입력을 읽고, "
                 "`fewest check NAME sol.cpp`는 풀이가 틀리는 가장 작은 입력을 찾습니다" if ko else
                 f"{len(rows)} judge problems: `fewest solve NAME FILE` reads the judge's input, "
                 "`fewest check NAME sol.cpp` finds the smallest input your solution fails")
    return "\n".join(lines)
