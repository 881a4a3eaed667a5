// BUG: the bound test is nx <= n, so the knight may stand on the row or column just
// past the board (the table is one larger, so it never crashes).
#include <bits/stdc++.h>
using namespace std;
int main() {
    int t;
    cin >> t;
    int dx[8] = {-2, -2, -1, -1, 1, 1, 2, 2}, dy[8] = {-1, 1, -2, 2, -2, 2, -1, 1};
    while (t--) {
        int n, sx, sy, tx, ty;
        cin >> n >> sx >> sy >> tx >> ty;
        vector<vector<int>> d(n + 1, vector<int>(n + 1, -1));
        queue<pair<int, int>> q;
        d[sx][sy] = 0;
        q.push({sx, sy});
        while (!q.empty()) {
            auto [x, y] = q.front(); q.pop();
            for (int k = 0; k < 8; k++) {
                int nx = x + dx[k], ny = y + dy[k];
                if (nx < 0 || ny < 0 || nx > n || ny > n || d[nx][ny] >= 0) continue;
                d[nx][ny] = d[x][y] + 1;
                q.push({nx, ny});
            }
        }
        cout << d[tx][ty] << "\n";
    }
}
