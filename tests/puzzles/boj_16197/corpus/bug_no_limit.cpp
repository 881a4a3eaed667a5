// BUG: the 10-press limit is forgotten: prints 11, 12, ... where -1 is expected.
#include <iostream>
#include <queue>
#include <set>
#include <string>
#include <tuple>
#include <vector>
using namespace std;
int main() {
    int n, m; cin >> n >> m; vector<string> g(n); for (auto& s : g) cin >> s;
    vector<int> p;
    for (int r = 0; r < n; r++) for (int c = 0; c < m; c++) if (g[r][c] == 'o') { p.push_back(r); p.push_back(c); }
    auto on = [&](int r, int c) { return r >= 0 && r < n && c >= 0 && c < m; };
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    set<tuple<int,int,int,int>> seen; seen.insert({p[0], p[1], p[2], p[3]});
    queue<tuple<int,int,int,int,int>> q; q.push({p[0], p[1], p[2], p[3], 0});
    while (!q.empty()) {
        auto [r1, c1, r2, c2, d] = q.front(); q.pop();
        for (int k = 0; k < 4; k++) {
            int a = r1 + dr[k], b = c1 + dc[k], x = r2 + dr[k], y = c2 + dc[k];
            if (on(a, b) && g[a][b] == '#') { a = r1; b = c1; }
            if (on(x, y) && g[x][y] == '#') { x = r2; y = c2; }
            int fell = !on(a, b) + !on(x, y);
            if (fell == 1) { cout << d + 1 << "\n"; return 0; }
            if (fell == 2 || seen.count({a, b, x, y})) continue;
            seen.insert({a, b, x, y}); q.push({a, b, x, y, d + 1});
        }
    }
    cout << -1 << "\n";
}
