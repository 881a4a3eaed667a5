#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m, hx, hy, ex, ey;
    cin >> n >> m >> hx >> hy >> ex >> ey;
    hx--, hy--, ex--, ey--;
    vector<vector<int>> g(n, vector<int>(m));
    for (auto& row : g) for (auto& v : row) cin >> v;
    vector<int> d(n * m * 2, -1);
    auto id = [&](int r, int c, int u) { return (r * m + c) * 2 + u; };
    queue<array<int, 3>> q;
    d[id(hx, hy, 0)] = 0;
    q.push({hx, hy, 0});
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    int ans = -1;
    while (!q.empty()) {
        auto [r, c, u] = q.front(); q.pop();
        if (r == ex && c == ey) { ans = d[id(r, c, u)]; break; }
        for (int k = 0; k < 4; k++) {
            int y = r + dr[k], x = c + dc[k];
            if (y < 0 || x < 0 || y >= n || x >= m) continue;
            int nu = u + g[y][x];
            if (nu > 1 || d[id(y, x, nu)] != -1) continue;
            d[id(y, x, nu)] = d[id(r, c, u)] + 1;
            q.push({y, x, nu});
        }
    }
    cout << ans << "\n";
}
