// minute by minute: the water spreads first, then every square the hedgehog may be on steps
#include <bits/stdc++.h>
using namespace std;
int main() {
    int R, C;
    cin >> R >> C;
    vector<string> g(R);
    for (auto& row : g) cin >> row;
    queue<pair<int, int>> w, h;
    vector<vector<int>> seen(R, vector<int>(C, 0));
    for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) {
        if (g[r][c] == '*') w.push({r, c});
        if (g[r][c] == 'S') { h.push({r, c}); seen[r][c] = 1; g[r][c] = '.'; }
    }
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    for (int minute = 1; !h.empty(); minute++) {
        for (int k = w.size(); k > 0; k--) {
            auto [r, c] = w.front(); w.pop();
            for (int i = 0; i < 4; i++) {
                int y = r + dr[i], x = c + dc[i];
                if (y < 0 || x < 0 || y >= R || x >= C || g[y][x] != '.') continue;
                g[y][x] = '*';
                w.push({y, x});
            }
        }
        for (int k = h.size(); k > 0; k--) {
            auto [r, c] = h.front(); h.pop();
            for (int i = 0; i < 4; i++) {
                int y = r + dr[i], x = c + dc[i];
                if (y < 0 || x < 0 || y >= R || x >= C || seen[y][x]) continue;
                if (g[y][x] == 'D') { cout << minute << "\n"; return 0; }
                if (g[y][x] != '.') continue;
                seen[y][x] = 1;
                h.push({y, x});
            }
        }
    }
    cout << "KAKTUS\n";
}
