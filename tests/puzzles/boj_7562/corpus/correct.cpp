// Baekjoon 7562: a correct BFS in C++.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int t;
    cin >> t;
    int dx[8] = {-2, -2, -1, -1, 1, 1, 2, 2}, dy[8] = {-1, 1, -2, 2, -2, 2, -1, 1};
    while (t--) {
        int n, sx, sy, tx, ty;
        cin >> n >> sx >> sy >> tx >> ty;
        vector<vector<int>> d(n, vector<int>(n, -1));
        queue<pair<int, int>> q;
        d[sx][sy] = 0;
        q.push({sx, sy});
        while (!q.empty()) {
            auto [x, y] = q.front(); q.pop();
            for (int k = 0; k < 8; k++) {
                int nx = x + dx[k], ny = y + dy[k];
                if (nx < 0 || ny < 0 || nx >= n || ny >= n || d[nx][ny] >= 0) continue;
                d[nx][ny] = d[x][y] + 1;
                q.push({nx, ny});
            }
        }
        cout << d[tx][ty] << "\n";
    }
}
