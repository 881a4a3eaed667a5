// BUG: the visited array has no "broken" dimension: a route that broke a wall
// early blocks the route that still could.
#include <iostream>
#include <queue>
#include <string>
#include <tuple>
#include <vector>
using namespace std;
int main() {
    int n, m; cin >> n >> m;
    vector<string> g(n); for (auto& s : g) cin >> s;
    vector<int> d(n * m, 0);
    queue<tuple<int,int,int>> q; q.push({0, 0, 0}); d[0] = 1;
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c, b] = q.front(); q.pop();
        if (r == n - 1 && c == m - 1) { cout << d[r * m + c] << "\n"; return 0; }
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= n || nc < 0 || nc >= m) continue;
            int nb = b + (g[nr][nc] == '1');
            if (nb > 1 || d[nr * m + nc]) continue;
            d[nr * m + nc] = d[r * m + c] + 1; q.push({nr, nc, nb});
        }
    }
    cout << -1 << "\n";
}
