// Baekjoon 2549: bidirectional breadth-first search over the 24 shifts.
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
