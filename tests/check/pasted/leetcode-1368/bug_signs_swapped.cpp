// the sign codes 3 and 4 are swapped: 3 is read as up and 4 as down
class Solution {
public:
    int minCost(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size();
        int dr[] = {0, 0, 0, -1, 1}, dc[] = {0, 1, -1, 0, 0};
        vector<vector<int>> cost(m, vector<int>(n, INT_MAX));
        deque<pair<int, int>> dq;
        cost[0][0] = 0;
        dq.push_back({0, 0});
        while (!dq.empty()) {
            auto [r, c] = dq.front(); dq.pop_front();
            for (int d = 1; d <= 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nc < 0 || nr >= m || nc >= n) continue;
                int w = grid[r][c] == d ? 0 : 1;
                if (cost[r][c] + w < cost[nr][nc]) {
                    cost[nr][nc] = cost[r][c] + w;
                    if (w == 0) dq.push_front({nr, nc});
                    else dq.push_back({nr, nc});
                }
            }
        }
        return cost[m - 1][n - 1];
    }
};
