"""Writes the corpus: each problem's correct programs (``ok*``) and buggy ones
(``bug_*``), the bugs made from the correct ones by one typical mistake each.

    python tests/check/corpus/make_corpus.py      # rewrites the files beside it

Each buggy file starts with a comment naming its mistake.  The files are
committed; this script documents how each bug differs from its correct program.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------- Baekjoon 1525
BOJ1525_CPP = r"""// Baekjoon 1525: breadth-first search over the boards as strings.
#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    for (int i = 0; i < 9; i++) { int x; cin >> x; s += char('0' + x); }
    const string goal = "123456780";
    unordered_map<string, int> d;
    queue<string> q;
    d[s] = 0; q.push(s);
    while (!q.empty()) {
        string u = q.front(); q.pop();
        if (u == goal) { printf("%d\n", d[u]); return 0; }  // GOAL_CHECK
        int du = d[u];
        // DEPTH_CAP
        int z = u.find('0');
        int r = z / 3, c = z % 3;
        int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;  // BOUNDS
            string v = u; swap(v[z], v[nr * 3 + nc]);
            if (!d.count(v)) { d[v] = du + 1; q.push(v); }  // PUSH
        }
    }
    printf("-1\n");
}
"""

BOJ1525_PY = '''"""Baekjoon 1525: the parity rule, then bidirectional breadth-first search."""
import sys


def neighbours(z):
    r, c = divmod(z, 3)
    if r > 0:
        yield z - 3
    if r < 2:
        yield z + 3
    if c > 0:  # LEFT
        yield z - 1
    if c < 2:  # RIGHT
        yield z + 1


def solvable(s):
    seq = [int(ch) for ch in s if ch != "0"]
    return sum(1 for i in range(8) for j in range(i + 1, 8) if seq[i] > seq[j]) % 2 == 0


def layer(frontier, mine, other):
    later = []
    for s in frontier:
        z = s.index("0")
        for n in neighbours(z):
            t = list(s)
            t[z], t[n] = t[n], t[z]
            t = "".join(t)
            if t not in mine:
                mine[t] = mine[s] + 1
                if t in other:
                    return later, mine[t] + other[t]  # MEET
                later.append(t)
    return later, None


def fewest(start):
    goal = "123456780"
    if start == goal:
        return 0
    if not solvable(start):
        return -1  # UNSOLVABLE
    ahead, behind = {start: 0}, {goal: 0}
    front, back = [start], [goal]
    while front and back:
        if len(front) <= len(back):
            front, met = layer(front, ahead, behind)
        else:
            back, met = layer(back, behind, ahead)
        if met is not None:
            return met
    return -1


print(fewest("".join(sys.stdin.read().split())))
'''

# ---------------------------------------------------------------- Baekjoon 2549
BOJ2549_CPP = r"""// Baekjoon 2549: bidirectional breadth-first search over the 24 shifts.
#include <bits/stdc++.h>
using namespace std;
typedef unsigned long long u64;
int perm[24][16]; int mv[24][3];
u64 apply(u64 s, int m) {
    u64 t = 0;
    for (int q = 0; q < 16; q++) t |= ((s >> (4 * perm[m][q])) & 15ULL) << (4 * q);
    return t;
}
int main() {
    int n = 0;
    for (int t = 1; t <= 2; t++) for (int i = 1; i <= 4; i++) for (int k = 1; k <= 3; k++) {
        for (int q = 0; q < 16; q++) perm[n][q] = q;
        for (int x = 0; x < 4; x++) {
            if (t == 1) perm[n][(i - 1) * 4 + x] = (i - 1) * 4 + ((x - k) % 4 + 4) % 4;
            else perm[n][x * 4 + i - 1] = (((x - k) % 4 + 4) % 4) * 4 + i - 1;
        }
        mv[n][0] = t; mv[n][1] = i; mv[n][2] = k; n++;
    }
    u64 start = 0, goal = 0;
    for (int q = 0; q < 16; q++) { int v; cin >> v; start |= (u64)(v - 1) << (4 * q);
                                   goal |= (u64)q << (4 * q); }
    if (start == goal) { printf("0\n"); return 0; }  // ZERO
    unordered_map<u64, pair<u64, int>> fwd, bwd;
    fwd[start] = {start, -1}; bwd[goal] = {goal, -1};
    vector<u64> ff{start}, bf{goal};
    u64 meet = 0; bool found = false;
    int depth = 0;
    while (!found && !ff.empty() && !bf.empty()) {
        if (++depth > 8) break;  // DEPTH
        bool front = ff.size() <= bf.size();
        auto &mine = front ? fwd : bwd; auto &other = front ? bwd : fwd;
        vector<u64> &fr = front ? ff : bf;
        vector<u64> later;
        for (u64 s : fr) {
            for (int m = 0; m < 24 && !found; m++) {
                u64 t = apply(s, m);
                if (mine.count(t)) continue;
                mine[t] = {s, m};
                if (other.count(t)) { meet = t; found = true; }
                later.push_back(t);
            }
            if (found) break;
        }
        fr = later;
    }
    if (!found) { printf("-1\n"); return 0; }
    vector<array<int, 3>> head, tail;
    for (u64 s = meet; fwd[s].second != -1; s = fwd[s].first) {
        int m = fwd[s].second; head.push_back({mv[m][0], mv[m][1], mv[m][2]});
    }
    reverse(head.begin(), head.end());  // ORDER
    for (u64 s = meet; bwd[s].second != -1; s = bwd[s].first) {
        int m = bwd[s].second; tail.push_back({mv[m][0], mv[m][1], 4 - mv[m][2]});  // UNDO
    }
    printf("%d\n", (int)(head.size() + tail.size()));
    for (auto &a : head) printf("%d %d %d\n", a[0], a[1], a[2]);
    for (auto &a : tail) printf("%d %d %d\n", a[0], a[1], a[2]);
}
"""

BOJ2549_PY = '''"""Baekjoon 2549: bidirectional breadth-first search over the 24 shifts."""
import sys
from operator import itemgetter

MOVES = [(t, i, k) for t in (1, 2) for i in range(1, 5) for k in range(1, 4)]


def shift(t, i, k):
    p = list(range(16))
    for x in range(4):
        if t == 1:
            p[(i - 1) * 4 + x] = (i - 1) * 4 + (x - k) % 4
        else:
            p[x * 4 + i - 1] = ((x - k) % 4) * 4 + i - 1  # COLUMN
    return p


def expand(frontier, mine, other, steps):
    later = []
    for s in frontier:
        for move, step in steps:
            t = step(s)
            if t not in mine:
                mine[t] = (s, move)
                if t in other:
                    return later, t
                later.append(t)
    return later, None


def path(meet, fwd, bwd):
    head, s = [], meet
    while fwd[s] is not None:
        s, move = fwd[s]
        head.append(move)
    tail, s = [], meet
    while bwd[s] is not None:
        s, (t, i, k) = bwd[s]
        tail.append((t, i, 4 - k))
    return head[::-1] + tail  # ORDER


def fewest(start):
    goal = tuple(range(1, 17))
    if start == goal:
        return []
    steps = [(m, itemgetter(*shift(*m))) for m in MOVES]
    fwd, bwd = {start: None}, {goal: None}
    sides = [([start], fwd, bwd), ([goal], bwd, fwd)]
    while True:
        i = 0 if len(sides[0][0]) <= len(sides[1][0]) else 1
        frontier, mine, other = sides[i]
        later, meet = expand(frontier, mine, other, steps)
        if meet is not None:
            return path(meet, fwd, bwd)
        sides[i] = (later, mine, other)


moves = fewest(tuple(int(x) for x in sys.stdin.read().split()))
print(len(moves))
for t, i, k in moves:
    print(t, i, k)  # PRINT
'''

# ---------------------------------------------------------------- LeetCode 909
LC909_PY = '''from typing import List
from collections import deque


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)

        def value(s):
            r, c = divmod(s - 1, n)
            row = n - 1 - r  # ROW
            col = c if r % 2 == 0 else n - 1 - c  # COL
            return board[row][col]

        last = n * n
        dist = {1: 0}
        queue = deque([1])
        while queue:
            s = queue.popleft()
            if s == last:
                return dist[s]
            for nxt in range(s + 1, min(s + 6, last) + 1):  # RANGE
                to = value(nxt)
                dest = nxt if to == -1 else to  # JUMP
                if dest not in dist:
                    dist[dest] = dist[s] + 1
                    queue.append(dest)
        return -1
'''

LC909_CPP = r"""// LeetCode 909 as a program: the arguments {"board": [[...]]} on stdin, the answer out.
#include <bits/stdc++.h>
using namespace std;
int main() {
    string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<int> v;
    for (size_t i = 0; i < text.size();) {
        if (text[i] == '-' || isdigit((unsigned char)text[i])) {
            size_t j = i + 1; while (j < text.size() && isdigit((unsigned char)text[j])) j++;
            v.push_back(stoi(text.substr(i, j - i))); i = j;
        } else i++;
    }
    int n = (int)lround(sqrt((double)v.size()));
    auto value = [&](int s) {
        int r = (s - 1) / n, c = (s - 1) % n;
        int row = n - 1 - r;  // ROW
        int col = (r % 2 == 0) ? c : n - 1 - c;  // COL
        return v[row * n + col];
    };
    int last = n * n;
    vector<int> dist(last + 1, -1);
    deque<int> q{1}; dist[1] = 0;
    while (!q.empty()) {
        int s = q.front(); q.pop_front();
        if (s == last) { printf("%d\n", dist[s]); return 0; }
        for (int nxt = s + 1; nxt <= min(s + 6, last); nxt++) {
            int to = value(nxt);
            int dest = to == -1 ? nxt : to;
            if (dist[dest] < 0) { dist[dest] = dist[s] + 1; q.push_back(dest); }
        }
    }
    printf("-1\n");  // NONE
}
"""

# ---------------------------------------------------------------- Programmers 72415
PG72415_PY = '''from collections import deque
from functools import cache
from itertools import permutations

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def solution(board, r, c):
    where = {}
    for i in range(4):
        for j in range(4):
            if board[i][j]:
                where.setdefault(board[i][j], []).append((i, j))

    def ctrl(cards, y, x, dy, dx):
        while 0 <= y + dy < 4 and 0 <= x + dx < 4:
            y, x = y + dy, x + dx
            if (y, x) in cards:  # CTRL
                break
        return y, x

    def presses(cards, start, end):
        dist = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here == end:
                return dist[here]
            y, x = here
            for dy, dx in STEPS:
                arrow = (y + dy, x + dx) if 0 <= y + dy < 4 and 0 <= x + dx < 4 else here
                for there in (arrow, ctrl(cards, y, x, dy, dx)):
                    if there not in dist:
                        dist[there] = dist[here] + 1
                        queue.append(there)

    @cache
    def best(left, cursor):
        if not left:
            return 0
        cards = {cell for face in left for cell in where[face]}  # CARDS
        result = float("inf")
        for face in left:  # FACES
            a, b = where[face]
            for first, second in ((a, b), (b, a)):  # WHICH
                cost = presses(cards, cursor, first) + 1 + presses(cards, first, second) + 1
                result = min(result, cost + best(left - {face}, second))
        return result

    return best(frozenset(where), (r, c))
'''

PG72415_CPP = r"""// Programmers 72415 as a program: {"board": [[...]], "r": r, "c": c} on stdin.
#include <bits/stdc++.h>
using namespace std;
int B[4][4]; map<int, vector<pair<int,int>>> where;
int dy[] = {-1, 1, 0, 0}, dx[] = {0, 0, -1, 1};
int presses(int g[4][4], int sy, int sx, int ey, int ex) {
    int d[4][4]; memset(d, -1, sizeof d);
    queue<pair<int,int>> q; q.push({sy, sx}); d[sy][sx] = 0;
    while (!q.empty()) {
        auto [y, x] = q.front(); q.pop();
        if (y == ey && x == ex) return d[y][x];
        for (int k = 0; k < 4; k++) {
            int ay = y + dy[k], ax = x + dx[k];
            if (ay < 0 || ay > 3 || ax < 0 || ax > 3) { ay = y; ax = x; }
            int cy = y, cx = x;
            while (cy + dy[k] >= 0 && cy + dy[k] <= 3 && cx + dx[k] >= 0 && cx + dx[k] <= 3) {
                cy += dy[k]; cx += dx[k];
                if (g[cy][cx]) break;  // CTRL
            }
            int ty[] = {ay, cy}, tx[] = {ax, cx};
            for (int t = 0; t < 2; t++) if (d[ty[t]][tx[t]] < 0) {
                d[ty[t]][tx[t]] = d[y][x] + 1; q.push({ty[t], tx[t]});
            }
        }
    }
    return 1 << 20;
}
int best(int g[4][4], int y, int x) {
    int result = 1 << 20; bool any = false;
    for (auto &[face, cells] : where) {
        auto [ay, ax] = cells[0]; auto [by, bx] = cells[1];
        if (!g[ay][ax]) continue;
        any = true;
        for (int w = 0; w < 2; w++) {  // WHICH
            int fy = w ? by : ay, fx = w ? bx : ax, sy = w ? ay : by, sx = w ? ax : bx;
            int cost = presses(g, y, x, fy, fx) + 1 + presses(g, fy, fx, sy, sx) + 1;  // ENTER
            g[ay][ax] = g[by][bx] = 0;  // REMOVE
            cost += best(g, sy, sx);
            g[ay][ax] = g[by][bx] = face;
            result = min(result, cost);
        }
    }
    return any ? result : 0;
}
int main() {
    string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<int> v;
    for (size_t i = 0; i < text.size();) {
        if (isdigit((unsigned char)text[i])) {
            size_t j = i; while (j < text.size() && isdigit((unsigned char)text[j])) j++;
            v.push_back(stoi(text.substr(i, j - i))); i = j;
        } else i++;
    }
    for (int i = 0; i < 16; i++) { B[i / 4][i % 4] = v[i]; if (v[i]) where[v[i]].push_back({i / 4, i % 4}); }
    printf("%d\n", best(B, v[16], v[17]));
}
"""


def mutate(text: str, old: str, new: str, note: str, comment: str) -> str:
    """``text`` with ``old`` replaced (exactly once) and a header comment."""
    assert text.count(old) == 1, (old, text.count(old))
    return f"{comment} BUG: {note}\n" + text.replace(old, new)


CORPUS: dict[str, dict[str, str]] = {
    "boj-1525": {
        "ok.cpp": BOJ1525_CPP,
        "ok.py": BOJ1525_PY,
        "bug_wrap.cpp": mutate(BOJ1525_CPP, "            if (nr < 0 || nr > 2 || nc < 0 || nc > 2) "
                               "continue;  // BOUNDS\n            string v = u; swap(v[z], "
                               "v[nr * 3 + nc]);",
                               "            int to = z + (k < 2 ? 3 * dr[k] : dc[k]);\n"
                               "            if (to < 0 || to > 8) continue;\n"
                               "            string v = u; swap(v[z], v[to]);",
                               "the blank moves by index, so it wraps from a row's end to the "
                               "next row's start", "//"),
        "bug_goal_on_push.cpp": mutate(BOJ1525_CPP, "        if (u == goal) { printf(\"%d\\n\", "
                                       "d[u]); return 0; }  // GOAL_CHECK\n", "",
                                       "the goal is checked only when a board is pushed, so a "
                                       "solved board prints -1", "//").replace(
            "            if (!d.count(v)) { d[v] = du + 1; q.push(v); }  // PUSH",
            "            if (!d.count(v)) { d[v] = du + 1; q.push(v);\n"
            "                if (v == goal) { printf(\"%d\\n\", d[v]); return 0; } }"),
        "bug_depth30.cpp": mutate(BOJ1525_CPP, "        // DEPTH_CAP",
                                  "        if (du >= 30) continue;  // no board needs more?",
                                  "the search stops at 30 moves, but two boards need 31", "//"),
        "bug_no_minus.py": mutate(BOJ1525_PY, "return -1  # UNSOLVABLE", "return 0",
                                  "an unsolvable board prints 0 instead of -1", "#"),
        "bug_wrap.py": mutate(BOJ1525_PY, "    if c > 0:  # LEFT\n", "    if z > 0:\n",
                              "the blank moves left from the first column onto the row above",
                              "#"),
        "bug_meet.py": mutate(BOJ1525_PY, "return later, mine[t] + other[t]  # MEET",
                              "return later, mine[t] + other[t] + 1",
                              "the meeting board is counted twice in bidirectional search", "#"),
    },
    "boj-2549": {
        "ok.cpp": BOJ2549_CPP,
        "ok.py": BOJ2549_PY,
        "bug_no_undo.cpp": mutate(BOJ2549_CPP, "4 - mv[m][2]});  // UNDO", "mv[m][2]});",
                                  "the moves found from the sorted side are printed without "
                                  "undoing them", "//"),
        "bug_depth.cpp": mutate(BOJ2549_CPP, "if (++depth > 8) break;  // DEPTH",
                                "if (++depth > 6) break;",
                                "the search gives up after 6 moves (the judge promises 7)", "//"),
        "bug_zero.cpp": mutate(BOJ2549_CPP, "if (start == goal) { printf(\"0\\n\"); return 0; }"
                               "  // ZERO", "if (start == goal) return 0;",
                               "a sorted board prints nothing instead of 0", "//"),
        "bug_order.cpp": mutate(BOJ2549_CPP, "    reverse(head.begin(), head.end());  // ORDER\n",
                                "", "the moves from the start side are printed last first",
                                "//"),
        "bug_up.py": mutate(BOJ2549_PY, "p[x * 4 + i - 1] = ((x - k) % 4) * 4 + i - 1  # COLUMN",
                            "p[x * 4 + i - 1] = ((x + k) % 4) * 4 + i - 1",
                            "'2 i k' moves column i UP by k (the judge means down)", "#"),
        "bug_swap.py": mutate(BOJ2549_PY, "    print(t, i, k)  # PRINT", "    print(3 - t, i, k)",
                              "rows and columns are swapped in the output (1 for a column)",
                              "#"),
    },
    "leetcode-909": {
        "ok.py": LC909_PY,
        "ok_template.py": LC909_PY.replace("from typing import List\n", "", 1),
        "ok.cpp": LC909_CPP,
        "bug_chain.py": mutate(LC909_PY, "dest = nxt if to == -1 else to  # JUMP",
                               "dest = nxt if to == -1 else to\n"
                               "                while value(dest) != -1 and value(dest) != dest:\n"
                               "                    dest = value(dest)",
                               "a ladder that ends on another ladder's start is climbed again "
                               "(one snake or ladder per roll)", "#"),
        "bug_range.py": mutate(LC909_PY, "for nxt in range(s + 1, min(s + 6, last) + 1):  # RANGE",
                               "for nxt in range(s + 1, min(s + 6, last)):",
                               "range() stops one square short: the last square is reached "
                               "only by a ladder", "#"),
        "bug_snakes.py": mutate(LC909_PY, "dest = nxt if to == -1 else to  # JUMP",
                                "dest = nxt if to == -1 or to < nxt else to",
                                "snakes are skipped (only ladders are taken)", "#"),
        "bug_rows.cpp": mutate(LC909_CPP, "int row = n - 1 - r;  // ROW", "int row = r;",
                               "square 1 is taken to be at the top left (the board is read "
                               "top row first)", "//"),
        "bug_zigzag.cpp": mutate(LC909_CPP, "int col = (r % 2 == 0) ? c : n - 1 - c;  // COL",
                                 "int col = c;",
                                 "every row is numbered left to right (no boustrophedon)", "//"),
    },
    "programmers-72415": {
        "ok.py": PG72415_PY,
        "ok.cpp": PG72415_CPP,
        "bug_ctrl_edge.py": mutate(PG72415_PY, "            if (y, x) in cards:  # CTRL\n"
                                   "                break\n", "",
                                   "Ctrl+arrow always goes to the edge, over the cards", "#"),
        "bug_which.py": mutate(PG72415_PY, "for first, second in ((a, b), (b, a)):  # WHICH",
                               "for first, second in ((a, b),):",
                               "the first card of each pair in reading order is always turned "
                               "first", "#"),
        "bug_faces.py": mutate(PG72415_PY, "for face in left:  # FACES",
                               "for face in sorted(left)[:1]:",
                               "the pairs are cleared in the order of their faces", "#"),
        "bug_enter.cpp": mutate(PG72415_CPP, "presses(g, fy, fx, sy, sx) + 1;  // ENTER",
                                "presses(g, fy, fx, sy, sx);",
                                "the second Enter of a pair is not counted", "//"),
        "bug_stale.cpp": mutate(PG72415_CPP, "            g[ay][ax] = g[by][bx] = 0;  // REMOVE\n",
                                "", "cleared cards stay on the board, so Ctrl+arrow still "
                                "stops on them", "//").replace(
            "        if (!g[ay][ax]) continue;",
            "        static set<int> done; if (done.count(face)) continue;").replace(
            "            cost += best(g, sy, sx);",
            "            done.insert(face); cost += best(g, sy, sx); done.erase(face);"),
    },
}


def main() -> None:
    for problem, files in CORPUS.items():
        folder = HERE / problem
        folder.mkdir(exist_ok=True)
        for name, text in files.items():
            (folder / name).write_text(text)


if __name__ == "__main__":
    main()
