// one visited table for the hero with and without Gram: squares the swordless walk
// reached first are closed to the hero once he holds the sword
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m, t;
    cin >> n >> m >> t;
    vector<vector<int>> g(n, vector<int>(m));
    for (auto& row : g) for (auto& v : row) cin >> v;
    vector<vector<int>> seen(n, vector<int>(m, 0));
    queue<array<int, 4>> q;
    seen[0][0] = 1;
    q.push({0, 0, 0, 0});
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c, s, d] = q.front(); q.pop();
        if (d > t) break;
        if (r == n - 1 && c == m - 1) { cout << d << "\n"; return 0; }
        for (int k = 0; k < 4; k++) {
            int y = r + dr[k], x = c + dc[k];
            if (y < 0 || x < 0 || y >= n || x >= m || seen[y][x]) continue;
            if (!s && g[y][x] == 1) continue;
            seen[y][x] = 1;
            q.push({y, x, s || g[y][x] == 2 ? 1 : 0, d + 1});
        }
    }
    cout << "Fail\n";
}
