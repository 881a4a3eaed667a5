// BUG: prints moves, not cells.
#include <iostream>
#include <queue>
#include <string>
#include <tuple>
#include <vector>
using namespace std;
int main() {
    int n, m, K; cin >> n >> m >> K;
    vector<string> g(n); for (auto& s : g) cin >> s;
    vector<int> d(n * m * (K + 1), -1);
    auto id = [&](int r, int c, int b) { return (r * m + c) * (K + 1) + b; };
    queue<tuple<int,int,int>> q; q.push({0, 0, 0}); d[id(0, 0, 0)] = 0;
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c, b] = q.front(); q.pop();
        if (r == n - 1 && c == m - 1) { cout << d[id(r, c, b)] << "\n"; return 0; }
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= n || nc < 0 || nc >= m) continue;
            int nb = b + (g[nr][nc] == '1');
            if (nb > K || d[id(nr, nc, nb)] >= 0) continue;
            d[id(nr, nc, nb)] = d[id(r, c, b)] + 1; q.push({nr, nc, nb});
        }
    }
    cout << -1 << "\n";
}
