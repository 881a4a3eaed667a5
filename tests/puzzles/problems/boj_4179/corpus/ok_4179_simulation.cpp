// minute by minute: the fire spreads first, then Jihun's squares step; off the edge is out
#include <bits/stdc++.h>
using namespace std;
int main() {
    int R, C;
    cin >> R >> C;
    vector<string> g(R);
    for (auto& row : g) cin >> row;
    queue<pair<int, int>> f, j;
    vector<vector<char>> seen(R, vector<char>(C, 0));
    for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) {
        if (g[r][c] == 'F') f.push({r, c});
        if (g[r][c] == 'J') { j.push({r, c}); seen[r][c] = 1; g[r][c] = '.'; }
    }
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    for (int minute = 1; !j.empty(); minute++) {
        for (int k = f.size(); k > 0; k--) {
            auto [r, c] = f.front(); f.pop();
            for (int i = 0; i < 4; i++) {
                int y = r + dr[i], x = c + dc[i];
                if (y < 0 || x < 0 || y >= R || x >= C || g[y][x] != '.') continue;
                g[y][x] = 'F';
                f.push({y, x});
            }
        }
        for (int k = j.size(); k > 0; k--) {
            auto [r, c] = j.front(); j.pop();
            for (int i = 0; i < 4; i++) {
                int y = r + dr[i], x = c + dc[i];
                if (y < 0 || x < 0 || y >= R || x >= C) { cout << minute << "\n"; return 0; }
                if (seen[y][x] || g[y][x] != '.') continue;
                seen[y][x] = 1;
                j.push({y, x});
            }
        }
    }
    cout << "IMPOSSIBLE\n";
}
