// visited is per cell, not per (cell, obstacles removed): a cell first reached by breaking walls is closed to a later path with removals to spare
class Solution {
public:
    int shortestPath(vector<vector<int>>& grid, int k) {
        int m = grid.size(), n = grid[0].size();
        vector<vector<bool>> seen(m, vector<bool>(n, false));
        queue<array<int, 3>> q;
        q.push({0, 0, 0});
        seen[0][0] = true;
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        for (int steps = 0; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                auto [r, c, used] = q.front(); q.pop();
                if (r == m - 1 && c == n - 1) return steps;
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr < 0 || nc < 0 || nr >= m || nc >= n) continue;
                    int nu = used + grid[nr][nc];
                    if (nu > k || seen[nr][nc]) continue;
                    seen[nr][nc] = true;
                    q.push({nr, nc, nu});
                }
            }
        }
        return -1;
    }
};
