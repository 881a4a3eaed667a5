#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k = 0;
    while (scanf("%d", &n) == 1 && n != 0) {
        vector<vector<int>> cave(n, vector<int>(n)), dist(n, vector<int>(n, INT_MAX));
        for (auto& row : cave)
            for (auto& v : row) scanf("%d", &v);
        priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<>> pq;
        dist[0][0] = cave[0][0];
        pq.push({cave[0][0], 0, 0});
        int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        while (!pq.empty()) {
            auto [d, r, c] = pq.top();
            pq.pop();
            if (d > dist[r][c]) continue;
            for (int i = 0; i < 4; i++) {
                int nr = r + dr[i], nc = c + dc[i];
                if (nr < 0 || nr >= n || nc < 0 || nc >= n) continue;
                if (d + cave[nr][nc] < dist[nr][nc]) {
                    dist[nr][nc] = d + cave[nr][nc];
                    pq.push({dist[nr][nc], nr, nc});
                }
            }
        }
        printf("Problem %d: %d\n", ++k, dist[n - 1][n - 1]);
    }
}
