// BUG: depth-first search with a visited mark: the first path found, not the shortest.
#include <iostream>
#include <queue>
#include <string>
#include <vector>
using namespace std;
int n, m, best = -1; vector<string> g; vector<vector<bool>> seen;
int dr[] = {0, 1, 0, -1}, dc[] = {1, 0, -1, 0};
bool dfs(int r, int c, int len) {
    if (r == n - 1 && c == m - 1) { best = len; return true; }
    for (int k = 0; k < 4; k++) {
        int nr = r + dr[k], nc = c + dc[k];
        if (nr < 0 || nr >= n || nc < 0 || nc >= m || g[nr][nc] != '1' || seen[nr][nc]) continue;
        seen[nr][nc] = true;
        if (dfs(nr, nc, len + 1)) return true;
    }
    return false;
}
int main() {
    cin >> n >> m; g.resize(n); for (auto& s : g) cin >> s;
    seen.assign(n, vector<bool>(m, false)); seen[0][0] = true;
    dfs(0, 0, 1);
    cout << best << "\n";
}
