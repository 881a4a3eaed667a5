// a plain BFS queue that fixes each cell's cost at its first arrival (fewest steps), not at its fewest obstacles
class Solution {
public:
    int minimumObstacles(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size();
        vector<vector<int>> dist(m, vector<int>(n, -1));
        queue<pair<int, int>> q;
        dist[0][0] = 0;
        q.push({0, 0});
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        while (!q.empty()) {
            auto [r, c] = q.front(); q.pop();
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nc < 0 || nr >= m || nc >= n || dist[nr][nc] != -1) continue;
                dist[nr][nc] = dist[r][c] + grid[nr][nc];
                q.push({nr, nc});
            }
        }
        return dist[m - 1][n - 1];
    }
};
