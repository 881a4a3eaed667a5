// BUG: off-by-one bounds: never steps onto the last row.
#include <iostream>
#include <queue>
#include <string>
#include <vector>
using namespace std;
int main() {
    int n, m; cin >> n >> m;
    vector<string> g(n);
    for (auto& s : g) cin >> s;
    vector<vector<int>> d(n, vector<int>(m, 0));
    queue<pair<int,int>> q; q.push({0, 0}); d[0][0] = 1;
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c] = q.front(); q.pop();
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= n - 1 || nc < 0 || nc >= m) continue;
            if (g[nr][nc] != '1' || d[nr][nc]) continue;
            d[nr][nc] = d[r][c] + 1; q.push({nr, nc});
        }
    }
    cout << d[n-1][m-1] << "\n";
}
