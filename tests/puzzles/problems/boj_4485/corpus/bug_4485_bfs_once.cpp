// a BFS that settles each cell the first time it is reached (visited on push), with
// the loss along that first way: the first way found is the shortest, not the cheapest
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k = 0;
    while (scanf("%d", &n) == 1 && n != 0) {
        vector<vector<int>> cave(n, vector<int>(n)), dist(n, vector<int>(n, -1));
        for (auto& row : cave)
            for (auto& v : row) scanf("%d", &v);
        queue<pair<int, int>> q;
        dist[0][0] = cave[0][0];
        q.push({0, 0});
        int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        while (!q.empty()) {
            auto [r, c] = q.front();
            q.pop();
            for (int i = 0; i < 4; i++) {
                int nr = r + dr[i], nc = c + dc[i];
                if (nr < 0 || nr >= n || nc < 0 || nc >= n || dist[nr][nc] != -1) continue;
                dist[nr][nc] = dist[r][c] + cave[nr][nc];
                q.push({nr, nc});
            }
        }
        printf("Problem %d: %d\n", ++k, dist[n - 1][n - 1]);
    }
}
