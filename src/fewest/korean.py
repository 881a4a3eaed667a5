"""fewest's messages in Korean: one catalogue of sentence patterns.

Every message (errors, usage errors, notes, limits, a comparison's rows) and the
frame of ``solve``'s text answer is made in English where it arises, in whichever
layer found the problem; :func:`korean` says it in Korean by the patterns below,
leaving what the user gave (quoted inputs, file names, option and field names,
numbers) as it was.  The command line (``cli/korean.py``) and the server
(``serve/words.py``) both say their messages through it.

>>> korean("error: boj-1697: K must be 0..100000, got 100001")
'오류: boj-1697: K는 0..100000 범위여야 합니다 (받은 값 100001)'
>>> korean("error: fewest solve: Missing argument 'puzzle'. (see --help)")
"오류: fewest solve: 인자 'puzzle'이(가) 빠졌습니다. (--help 참고)"
>>> korean("error: unknown puzzle 'nope'; `fewest list` names all 106")
"오류: 알 수 없는 퍼즐 'nope'; `fewest list`가 106개를 모두 보여 줍니다"
"""

from __future__ import annotations

import re

from fewest.lang import known

_N = r"[\d,.]+"

#: (English pattern, Korean replacement), tried in order, each over the whole line
RULES: tuple[tuple[str, str], ...] = (
    # --- the frame of a line ---------------------------------------------------------
    (r"^internal error: ", "내부 오류: "),
    (r"^error: ", "오류: "),
    (r"^unreachable: ", "도달 불가: "),
    (r"^note: ", "참고: "),
    (r"^interrupted$", "중단되었습니다"),
    (r"^limit reached: ", "한도에 도달했습니다: "),
    (r" \(see --help\)$", " (--help 참고)"),
    # --- usage errors (click) ---------------------------------------------------------
    (r"Missing argument '([^']*)'\.", r"인자 '\1'이(가) 빠졌습니다."),
    (r"Missing option '([^']*)'\.", r"옵션 '\1'이(가) 빠졌습니다."),
    (r"No such option: (\S+)", r"그런 옵션은 없습니다: \1"),
    (r"\(Possible options: ([^)]*)\)", r"(가능한 옵션: \1)"),
    (r"Did you mean (\S+)\?", r"\1을(를) 말씀하셨나요?"),
    (r"No such command '([^']*)'\.", r"그런 명령은 없습니다: '\1'."),
    (r"Option '([^']*)' requires an argument\.", r"옵션 '\1'에는 값이 필요합니다."),
    (r"Option '([^']*)' requires (\d+) arguments\.", r"옵션 '\1'에는 값 \2개가 필요합니다."),
    (r"Option '([^']*)' does not take a value\.", r"옵션 '\1'은(는) 값을 받지 않습니다."),
    (r"Got unexpected extra argument(?:\(s\)|s)? \((.*)\)",
     r"예상하지 못한 인자가 더 있습니다 (\1)"),
    (r"Invalid value for '([^']*)': ", r"'\1'의 값이 올바르지 않습니다: "),
    (r"Invalid value: ", "값이 올바르지 않습니다: "),
    (r"('[^']*') is not a valid (?:int|integer)\.", r"\1은(는) 정수가 아닙니다."),
    (r"('[^']*') is not a valid float\.", r"\1은(는) 수가 아닙니다."),
    (r"('[^']*') is not a valid boolean\.[^)]*$", r"\1은(는) 참/거짓 값이 아닙니다."),
    (r"(\S+) is not in the range ([^.]*)\.", r"\1은(는) 범위 \2 밖입니다."),
    # --- the judge kit's input checks -------------------------------------------------
    (r"solve takes one case at a time; the input holds (\d+)",
     r"solve는 한 번에 케이스 하나를 풉니다. 입력에는 \1개가 있습니다"),
    (r"(\S+) must be (-?\d+)\.\.(-?\d+), got (\S+)", r"\1는 \2..\3 범위여야 합니다 (받은 값 \4)"),
    (r"(\S+) must be an integer, got ('.*?')(?=:|$)", r"\1는 정수여야 합니다 (받은 값 \2)"),
    (r"(\S+) must be an integer", r"\1는 정수여야 합니다"),
    (r"(\S+) must be a string", r"\1는 문자열이어야 합니다"),
    (r"(\S+) must have (\S+) characters, got (\d+)", r"\1의 길이는 \2이어야 합니다 (받은 길이 \3)"),
    (r"(\S+) row (\d+) holds ('.*?'), not one of ('[^']*'|[^\s:]+)",
     r"\1의 \2번 행에 \4 밖의 문자 \3가 있습니다"),
    (r"(\S+) holds ('.*?'), not one of ('[^']*'|[^\s:]+)", r"\1에 \3 밖의 문자 \2가 있습니다"),
    (r"(\S+) cells are single letters (\S+) separated by spaces, got ('.*?')",
     r"\1의 칸은 공백으로 나뉜 한 글자 \2여야 합니다 (받은 값 \3)"),
    (r"(\S+) must be a list of rows", r"\1는 행의 목록이어야 합니다"),
    (r"(\S+) must have (\S+) rows, got (\d+)", r"\1의 행 수는 \2이어야 합니다 (받은 값 \3)"),
    (r"(\S+) rows must have (\S+) cells, got (\d+)",
     r"\1의 각 행은 \2칸이어야 합니다 (받은 값 \3)"),
    (r"(\S+) must have at most (\d+) cells, got (\d+)",
     r"\1는 최대 \2칸이어야 합니다 (받은 값 \3)"),
    (r"(\S+) row (\d+) must be integers", r"\1의 \2번 행은 정수여야 합니다"),
    (r"(\S+) holds (-?\d+), not (-?\d+)\.\.(-?\d+)", r"\1에 \3..\4 밖의 값 \2가 있습니다"),
    (r"(\S+) row (\d+) must be text", r"\1의 \2번 행은 문자열이어야 합니다"),
    (r"(\S+) row (\d+) must have (\d+) cells, got (\d+)",
     r"\1의 \2번 행은 \3칸이어야 합니다 (받은 값 \4)"),
    (r"(\S+) must hold (\d+) ('.*?'|-?\d+), got (\d+)",
     r"\1에는 \3가 \2개 있어야 합니다 (받은 값 \4)"),
    (r"(\S+) must be (\d+) integers", r"\1는 정수 \2개여야 합니다"),
    (r"(\S+) = (\d+) needs (\d+) (\S+) values, got (\d+)",
     r"\1 = \2이면 \4 값이 \3개 필요합니다 (받은 값 \5개)"),
    (r"(\S+) must be a list", r"\1는 목록이어야 합니다"),
    (r"(\S+) must hold (\S+) items, got (\d+)", r"\1의 항목 수는 \2이어야 합니다 (받은 값 \3)"),
    (r"the items of (\S+) must differ", r"\1의 항목은 서로 달라야 합니다"),
    (r"([\d,]+) values given, not the (\d+) arguments in order \(or a JSON object\)",
     r"값 \1개를 받았습니다: 인자 \2개를 순서대로 (또는 JSON 객체로) 주세요"),
    (r"give the arguments (.*?) in order, or as a JSON object of them",
     r"인자 \1을(를) 순서대로, 또는 JSON 객체로 주세요"),
    (r"the input ends before its closing (\S+)", r"입력이 마지막 \1 전에 끝납니다"),
    (r"the input ends before (\S+) row (\d+)", r"입력이 \1의 \2번 행 전에 끝납니다"),
    (r"the input ends before (\S+) (?:item|value) (\d+)", r"입력이 \1의 \2번째 값 전에 끝납니다"),
    (r"the input ends before (\S+)(?=:|$)", r"입력이 \1 전에 끝납니다"),
    (r"the input goes on after its last field \((" + _N + r") more tokens\)",
     r"마지막 항목 뒤에도 입력이 이어집니다 (토큰 \1개 더)"),
    (r"(\S+) = (\d+) needs (\d+) (\S+) after it, got (\d+)",
     r"\1 = \2이면 그 뒤에 \4 \3개가 필요합니다 (받은 값 \5개)"),
    (r"a case is an object of ([^;:]*)", r"케이스는 \1의 객체입니다"),
    (r"; missing ([^:;]*)", r"; 빠진 항목: \1"),
    (r"; unknown field ([^:;]*)", r"; 알 수 없는 항목: \1"),
    (r"not JSON \((.*?) at column (\d+)\)",
     r"JSON 형식이 아닙니다 (\2번째 열에서 읽지 못했습니다)"),
    (r"JSON nested too deeply", "JSON 중첩이 너무 깊습니다"),
    (r"the input is not UTF-8 text", "입력이 UTF-8 텍스트가 아닙니다"),
    (r"the input must be text", "입력은 텍스트여야 합니다"),
    (r"the input holds (" + _N + r") characters \(at most (" + _N + r")\)",
     r"입력이 \1자입니다 (최대 \2자)"),
    (r"the input holds a NUL byte", "입력에 NUL 바이트가 있습니다"),
    (r"a line holds (" + _N + r") characters \(at most (" + _N + r")\)",
     r"한 줄이 \1자입니다 (최대 \2자)"),
    (r"only ASCII (\S+) are read, got", r"ASCII \1만 읽습니다. 받은 값"),
    (r"JSON nested (\d+) deep \(at most (\d+)\)", r"JSON 중첩이 \1단계입니다 (최대 \2)"),
    (r"(\S+) has (" + _N + r") digits \(at most (\d+)\)", r"\1는 \2자리입니다 (최대 \3자리)"),
    # --- the application layer ---------------------------------------------------------
    (r"unknown puzzle ('[^']*')", r"알 수 없는 퍼즐 \1"),
    (r"; did you mean ([^;]*)\?", r"; \1을(를) 말씀하셨나요?"),
    (r"`fewest list` names all (\d+)", r"`fewest list`가 \1개를 모두 보여 줍니다"),
    (r"no board given: pass it inline, as a file, or '-' for stdin",
     "보드가 없습니다: 명령줄에 직접, 파일로, 또는 표준 입력이면 '-'로 주세요"),
    (r"no board given", "보드가 없습니다"),
    (r"standard input is empty: expected a board", "표준 입력이 비어 있습니다: 보드가 필요합니다"),
    (r"cannot read board file ('[^']*'): ", r"보드 파일 \1을(를) 읽을 수 없습니다: "),
    (r"no such file: ('[^']*') \(it is a folder\)", r"\1은(는) 파일이 아니라 폴더입니다"),
    (r"no such file: ('[^']*')", r"그런 파일이 없습니다: \1"),
    (r"unknown algorithm ('[^']*'); choose one of: ",
     r"알 수 없는 알고리즘 \1; 다음 중에서 고르세요: "),
    (r"unknown method ('[^']*') for (\S+); choose one of: ",
     r"\2에 없는 방법 \1; 다음 중에서 고르세요: "),
    (r"method ('[^']*') does not apply to (\S+): ", r"방법 \1은(는) \2에 쓸 수 없습니다: "),
    (r"method ('[^']*') cannot honour (\S+); it honours: ",
     r"방법 \1은(는) \2를 지킬 수 없습니다. 지키는 한도: "),
    (r"unknown option ('[^']*'); expected one of: ", r"알 수 없는 옵션 \1; 가능한 옵션: "),
    (r"option (--\S+) ('[^']*') does not apply to (\S+) \(it takes ([^)]*)\)",
     r"옵션 \1 \2은(는) \3에 쓸 수 없습니다 (받는 옵션: \4)"),
    (r"format ('[^']*') is not available for (\S+); use ",
     r"\2에는 형식 \1이 없습니다. 쓸 수 있는 형식: "),
    (r"give either --json or --format (\S+), not both", r"--json과 --format \1 중 하나만 주세요"),
    (r"give either a BOARD or --batch, not both", "보드와 --batch 중 하나만 주세요"),
    (r"give either mode fast or an algorithm, not both", "--mode fast와 알고리즘 중 하나만 주세요"),
    (r"\bmax_(seconds|expansions|states)\b", r"--max-\1"),
    (r"(\S+) must be a positive number, got (\S+)", r"\1는 양수여야 합니다 (받은 값 \2)"),
    (r"(\S+) must be 0 \(every core\) or a positive count, got (\S+)",
     r"\1는 0(모든 코어) 또는 양의 정수여야 합니다 (받은 값 \2)"),
    (r"shape must look like RxC, got (\S+)", r"크기는 RxC 꼴이어야 합니다 (받은 값 \1)"),
    (r"(\S+): cannot read the board \((.*)\): ", r"\1: 보드를 읽을 수 없습니다 (\2): "),
    (r"(\S+): size must be one of ([^,]*(?:, [^,]*)*), got ('[^']*')",
     r"\1: 크기는 \2 중 하나여야 합니다 (받은 값 \3)"),
    (r"--speed must be more than 0 and at most 1000 moves per second, got (\S+)",
     r"--speed는 초당 0보다 크고 1000수 이하여야 합니다 (받은 값 \1)"),
    (r"(\S+): no way to a goal", r"\1: 목표에 이르는 길이 없습니다"),
    (r"^Answer: -1 \((.*)\)$", r"답: -1 (\1)"),
    (r"^limit \((\S+)\)$", r"한도 도달 (\1)"),
    (r"^not applicable: ", "쓸 수 없음: "),
    (r"^unreachable$", "도달 불가"),
    (r"\(unreachable: ", "(도달 불가: "),
    (r"board (.*?) cannot reach (?:the goal|goal (.*?))(?: \((parity)\))?(?=\)?$)",
     r"보드 \1은(는) 목표에 도달할 수 없습니다"),
    (r"no sequence of moves reaches the goal", "어떤 수순으로도 목표에 도달할 수 없습니다"),
    (r"no goal cell is reached from the start", "시작에서 목표 칸에 도달할 수 없습니다"),
    (r"(\S+): no path from (.*) reaches a goal \((\d+) states expanded\)",
     r"\1: \2에서 목표에 이르는 길이 없습니다 (상태 \3개 확장)"),
    # --- limits -----------------------------------------------------------------------
    (r"time limit (" + _N + r") s reached", r"시간 한도 \1초에 도달"),
    (r"expansion limit (" + _N + r") reached", r"확장 한도 \1에 도달"),
    (r"state limit (" + _N + r") reached", r"상태 한도 \1에 도달"),
    (r" after (" + _N + r") expansions?", r" (확장 \1번 뒤)"),
    (r"\((" + _N + r") expanded, (" + _N + r") generated", r"(확장 \1, 생성 \2"),
    (r"; the answer is at least (\S+),", r"; 답은 \1 이상,"),
    (r", (" + _N + r") s\)$", r", \1초)"),
    (r"out of memory; set --max-states to stop earlier",
     "메모리가 부족합니다. 더 일찍 멈추려면 --max-states를 주세요"),
    # --- the progress line --------------------------------------------------------------
    (r": (" + _N + r") nodes, (" + _N + r") nodes/s, (" + _N + r") s$",
     r": 노드 \1개, 초당 \2개, \3초"),
    (r"^IDA\* bound (\S+)", r"IDA* 한계 \1"),
    (r"^bound (\S+)", r"한계 \1"),
    (r"^searching", "탐색 중"),
    (r", (" + _N + r") states stored", r", 상태 \1개 저장"),
    (r"^the (\S+) kernels$", r"\1 커널"),
    (r"^compiling the (\S+) kernels \(first use only: numba caches them for later runs\)$",
     r"\1 커널을 컴파일하는 중입니다 (처음 한 번만: numba가 캐시해 두고 다음부터 씁니다)"),
    (r"^compiling (.*) \(first use only: numba caches them for later runs\)$",
     r"\1을(를) 컴파일하는 중입니다 (처음 한 번만: numba가 캐시해 두고 다음부터 씁니다)"),
    # --- notes and files ---------------------------------------------------------------
    (r"^(\S+) written to (.*)$", r"\2에 \1을(를) 썼습니다"),
    (r"nothing to draw: the goal cannot be reached",
     "그릴 것이 없습니다: 목표에 도달할 수 없습니다"),
    (r"(\d+) table\(s\) ready in (" + _N + r") s", r"표 \1개 준비 완료 (\2초)"),
    (r"--lang must be en or ko, got ('[^']*')", r"--lang은 en 또는 ko여야 합니다 (받은 값 \1)"),
    (r"(\S+)'s answer is computed, not searched: --html and --plot draw searches",
     r"\1의 답은 탐색이 아니라 계산으로 구합니다: --html과 --plot은 탐색을 그립니다"),
    (r"(\S+) is NOT proven minimal: the method does not prove the shortest",
     r"\1은(는) 최소임이 증명되지 않았습니다: 이 방법은 최단을 증명하지 않습니다"),
    (r"(\S+) is NOT optimal: the counts printed are not proven minimal",
     r"\1은(는) 최적 방법이 아닙니다: 출력한 수는 최소임이 증명되지 않았습니다"),
    (r"(" + _N + r") moves is the proven minimum; no move list follows: it is too long to hold",
     r"\1수가 증명된 최소입니다. 수순은 너무 길어 담을 수 없어 출력하지 않습니다"),
    (r"building (.*) \(first use only, about (" + _N + r") s; cached afterwards; `([^`]*)` "
     r"builds it ahead\)",
     r"\1을(를) 만드는 중입니다 (처음 한 번만, 약 \2초; 그 뒤로는 캐시를 씁니다. "
     r"`\3`로 미리 만들 수 있습니다)"),
)

_COMPILED = tuple((re.compile(pattern), repl) for pattern, repl in RULES)


def korean(line: str) -> str:
    """``line`` with every sentence a problem declared in Korean (:class:`fewest.lang.Said`)
    and every English sentence pattern of :data:`RULES` said in Korean."""
    line = known(line)
    for pattern, repl in _COMPILED:
        line = pattern.sub(repl, line)
    return line
