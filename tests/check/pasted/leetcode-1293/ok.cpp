class Solution {
public:
    int shortestPath(vector<vector<int>>& grid, int k) {
        int m = grid.size(), n = grid[0].size();
        k = min(k, m + n);
        vector<vector<vector<bool>>> seen(m, vector<vector<bool>>(n, vector<bool>(k + 1, false)));
        queue<array<int, 3>> q;
        q.push({0, 0, 0});
        seen[0][0][0] = true;
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        for (int steps = 0; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                auto [r, c, used] = q.front(); q.pop();
                if (r == m - 1 && c == n - 1) return steps;
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr < 0 || nc < 0 || nr >= m || nc >= n) continue;
                    int nu = used + grid[nr][nc];
                    if (nu > k || seen[nr][nc][nu]) continue;
                    seen[nr][nc][nu] = true;
                    q.push({nr, nc, nu});
                }
            }
        }
        return -1;
    }
};
