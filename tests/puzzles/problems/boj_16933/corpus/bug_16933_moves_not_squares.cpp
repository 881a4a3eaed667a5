// counts the moves, not the squares: the start square is left out
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m, k;
    cin >> n >> m >> k;
    vector<string> g(n);
    for (auto& row : g) cin >> row;
    auto id = [&](int r, int c, int b, int t) { return ((r * m + c) * (k + 1) + b) * 2 + t; };
    vector<int> d((size_t)n * m * (k + 1) * 2, 0);
    queue<array<int, 4>> q;
    d[id(0, 0, 0, 0)] = 1;
    q.push({0, 0, 0, 0});
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c, b, t] = q.front(); q.pop();
        int cur = d[id(r, c, b, t)];
        if (r == n - 1 && c == m - 1) { cout << cur - 1 << "\n"; return 0; }
        if (!d[id(r, c, b, 1 - t)]) { d[id(r, c, b, 1 - t)] = cur + 1; q.push({r, c, b, 1 - t}); }
        for (int i = 0; i < 4; i++) {
            int y = r + dr[i], x = c + dc[i];
            if (y < 0 || x < 0 || y >= n || x >= m) continue;
            if (g[y][x] == '0') {
                if (!d[id(y, x, b, 1 - t)]) { d[id(y, x, b, 1 - t)] = cur + 1; q.push({y, x, b, 1 - t}); }
            } else if (t == 0 && b < k && !d[id(y, x, b + 1, 1)]) {
                d[id(y, x, b + 1, 1)] = cur + 1;
                q.push({y, x, b + 1, 1});
            }
        }
    }
    cout << -1 << "\n";
}
