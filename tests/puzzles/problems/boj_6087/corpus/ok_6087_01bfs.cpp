#include <bits/stdc++.h>
using namespace std;
int main() {
    int w, h;
    cin >> w >> h;
    vector<string> g(h);
    for (auto& s : g) cin >> s;
    vector<pair<int, int>> cs;
    for (int r = 0; r < h; r++) for (int c = 0; c < w; c++) if (g[r][c] == 'C') cs.push_back({r, c});
    int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    const int INF = 1e9;
    vector<int> dist(h * w * 4, INF);
    deque<array<int, 4>> q;
    for (int d = 0; d < 4; d++) { dist[(cs[0].first * w + cs[0].second) * 4 + d] = 0; q.push_back({0, cs[0].first, cs[0].second, d}); }
    while (!q.empty()) {
        auto [k, r, c, d] = q.front(); q.pop_front();
        if (k > dist[(r * w + c) * 4 + d]) continue;
        if (r == cs[1].first && c == cs[1].second) { cout << k << "\n"; return 0; }
        for (int t = 0; t < 4; t++) {
            if ((t + 2) % 4 == d) continue;
            int y = r + dr[t], x = c + dc[t];
            if (y < 0 || x < 0 || y >= h || x >= w || g[y][x] == '*') continue;
            int nk = k + (t != d);
            int& cur = dist[(y * w + x) * 4 + t];
            if (nk < cur) {
                cur = nk;
                if (t == d) q.push_front({nk, y, x, t}); else q.push_back({nk, y, x, t});
            }
        }
    }
    cout << -1 << "\n";
}
