// the time is the last cell the spread reaches, inactive viruses included
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> lab(n, vector<int>(n));
    vector<pair<int, int>> vir;
    int empty = 0;
    for (int r = 0; r < n; r++) for (int c = 0; c < n; c++) {
        cin >> lab[r][c];
        if (lab[r][c] == 2) vir.push_back({r, c});
        if (lab[r][c] == 0) empty++;
    }
    int k = vir.size(), best = -1;
    int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    for (int mask = 0; mask < (1 << k); mask++) {
        if (__builtin_popcount(mask) != m) continue;
        vector<vector<int>> dist(n, vector<int>(n, -1));
        queue<pair<int, int>> q;
        for (int i = 0; i < k; i++) if (mask >> i & 1) {
            dist[vir[i].first][vir[i].second] = 0;
            q.push(vir[i]);
        }
        int filled = 0, worst = 0;
        while (!q.empty()) {
            auto [r, c] = q.front(); q.pop();
            if (lab[r][c] == 0) filled++;
            worst = max(worst, dist[r][c]);
            for (int d = 0; d < 4; d++) {
                int y = r + dr[d], x = c + dc[d];
                if (y < 0 || x < 0 || y >= n || x >= n || lab[y][x] == 1 || dist[y][x] >= 0) continue;
                dist[y][x] = dist[r][c] + 1;
                q.push({y, x});
            }
        }
        if (filled == empty && (best < 0 || worst < best)) best = worst;
    }
    cout << best << "\n";
}
