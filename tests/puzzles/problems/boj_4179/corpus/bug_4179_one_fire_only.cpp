// takes the statement's "F" as one fire: only the last F read spreads
#include <bits/stdc++.h>
using namespace std;
int main() {
    int R, C;
    cin >> R >> C;
    vector<string> g(R);
    for (auto& row : g) cin >> row;
    const int INF = 1 << 30;
    vector<vector<int>> fire(R, vector<int>(C, INF)), d(R, vector<int>(C, -1));
    int fr = -1, fc = -1, jr = 0, jc = 0;
    for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) {
        if (g[r][c] == 'F') { fr = r; fc = c; }
        if (g[r][c] == 'J') { jr = r; jc = c; }
    }
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    queue<pair<int, int>> q;
    if (fr >= 0) { fire[fr][fc] = 0; q.push({fr, fc}); }
    while (!q.empty()) {
        auto [r, c] = q.front(); q.pop();
        for (int i = 0; i < 4; i++) {
            int y = r + dr[i], x = c + dc[i];
            if (y < 0 || x < 0 || y >= R || x >= C || g[y][x] == '#' || fire[y][x] != INF) continue;
            fire[y][x] = fire[r][c] + 1;
            q.push({y, x});
        }
    }
    d[jr][jc] = 0;
    q.push({jr, jc});
    while (!q.empty()) {
        auto [r, c] = q.front(); q.pop();
        if (r == 0 || c == 0 || r == R - 1 || c == C - 1) { cout << d[r][c] + 1 << "\n"; return 0; }
        for (int i = 0; i < 4; i++) {
            int y = r + dr[i], x = c + dc[i];
            if (g[y][x] == '#' || g[y][x] == 'F' || d[y][x] != -1 || d[r][c] + 1 >= fire[y][x]) continue;
            d[y][x] = d[r][c] + 1;
            q.push({y, x});
        }
    }
    cout << "IMPOSSIBLE\n";
}
