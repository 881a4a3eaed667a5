#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m, t;
    cin >> n >> m >> t;
    vector<vector<int>> g(n, vector<int>(m));
    for (auto& row : g) for (auto& v : row) cin >> v;
    vector<vector<int>> d(n, vector<int>(m, -1));
    queue<pair<int, int>> q;
    d[0][0] = 0;
    q.push({0, 0});
    int best = INT_MAX;
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c] = q.front(); q.pop();
        if (g[r][c] == 2) best = min(best, d[r][c] + (n - 1 - r) + (m - 1 - c));
        for (int k = 0; k < 4; k++) {
            int y = r + dr[k], x = c + dc[k];
            if (y < 0 || x < 0 || y >= n || x >= m || g[y][x] == 1 || d[y][x] != -1) continue;
            d[y][x] = d[r][c] + 1;
            q.push({y, x});
        }
    }
    if (d[n - 1][m - 1] != -1) best = min(best, d[n - 1][m - 1]);
    if (best <= t) cout << best << "\n";
    else cout << "Fail\n";
}
