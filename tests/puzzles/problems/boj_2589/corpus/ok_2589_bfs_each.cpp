#include <bits/stdc++.h>
using namespace std;
int main() {
    int h, w;
    cin >> h >> w;
    vector<string> g(h);
    for (auto& row : g) cin >> row;
    int best = 0;
    int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int sr = 0; sr < h; sr++)
        for (int sc = 0; sc < w; sc++) {
            if (g[sr][sc] != 'L') continue;
            vector<vector<int>> dist(h, vector<int>(w, -1));
            queue<pair<int, int>> q;
            dist[sr][sc] = 0;
            q.push({sr, sc});
            while (!q.empty()) {
                auto [r, c] = q.front();
                q.pop();
                best = max(best, dist[r][c]);
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr < 0 || nr >= h || nc < 0 || nc >= w) continue;
                    if (g[nr][nc] != 'L' || dist[nr][nc] >= 0) continue;
                    dist[nr][nc] = dist[r][c] + 1;
                    q.push({nr, nc});
                }
            }
        }
    cout << best << endl;
}
