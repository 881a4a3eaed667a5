// BUG: the keys are one global set, not part of the state: a key picked up on one
// branch of the search opens doors on every other branch.
#include <iostream>
#include <queue>
#include <string>
#include <tuple>
#include <vector>
using namespace std;
int main() {
    int n, m; cin >> n >> m;
    vector<string> g(n); for (auto& s : g) cin >> s;
    int sr = 0, sc = 0;
    for (int r = 0; r < n; r++) for (int c = 0; c < m; c++) if (g[r][c] == '0') { sr = r; sc = c; }
    int keys = 0;
    vector<int> d(n * m * 64, -1);
    auto id = [&](int r, int c, int k) { return (r * m + c) * 64 + k; };
    queue<tuple<int,int,int>> q; q.push({sr, sc, 0}); d[id(sr, sc, 0)] = 0;
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c, k] = q.front(); q.pop();
        if (g[r][c] == '1') { cout << d[id(r, c, k)] << "\n"; return 0; }
        for (int t = 0; t < 4; t++) {
            int nr = r + dr[t], nc = c + dc[t];
            if (nr < 0 || nr >= n || nc < 0 || nc >= m) continue;
            char ch = g[nr][nc];
            if (ch == '#') continue;
            if (ch >= 'A' && ch <= 'F' && !(keys >> (ch - 'A') & 1)) continue;
            if (ch >= 'a' && ch <= 'f') keys |= 1 << (ch - 'a');
            int nk = keys;
            if (d[id(nr, nc, nk)] >= 0) continue;
            d[id(nr, nc, nk)] = d[id(r, c, k)] + 1; q.push({nr, nc, nk});
        }
    }
    cout << -1 << "\n";
}
