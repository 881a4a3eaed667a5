// moves first, then spreads the fire, never looking back: a square that burns the
// same second is taken as safe
#include <bits/stdc++.h>
using namespace std;
int main() {
    int T;
    cin >> T;
    while (T--) {
        int w, h;
        cin >> w >> h;
        vector<string> g(h);
        for (auto& row : g) cin >> row;
        queue<pair<int, int>> f, p;
        vector<vector<char>> seen(h, vector<char>(w, 0));
        for (int r = 0; r < h; r++) for (int c = 0; c < w; c++) {
            if (g[r][c] == '*') f.push({r, c});
            if (g[r][c] == '@') { p.push({r, c}); seen[r][c] = 1; g[r][c] = '.'; }
        }
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        int ans = -1;
        for (int sec = 1; !p.empty() && ans < 0; sec++) {
            for (int k = p.size(); k > 0 && ans < 0; k--) {
                auto [r, c] = p.front(); p.pop();
                for (int i = 0; i < 4; i++) {
                    int y = r + dr[i], x = c + dc[i];
                    if (y < 0 || x < 0 || y >= h || x >= w) { ans = sec; break; }
                    if (seen[y][x] || g[y][x] != '.') continue;
                    seen[y][x] = 1;
                    p.push({y, x});
                }
            }
            for (int k = f.size(); k > 0; k--) {
                auto [r, c] = f.front(); f.pop();
                for (int i = 0; i < 4; i++) {
                    int y = r + dr[i], x = c + dc[i];
                    if (y < 0 || x < 0 || y >= h || x >= w || g[y][x] != '.') continue;
                    g[y][x] = '*';
                    f.push({y, x});
                }
            }
        }
        if (ans < 0) cout << "IMPOSSIBLE\n";
        else cout << ans << "\n";
    }
}
