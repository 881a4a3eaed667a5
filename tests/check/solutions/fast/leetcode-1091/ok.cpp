class Solution {
public:
    int shortestPathBinaryMatrix(vector<vector<int>>& grid) {
        int n = grid.size();
        if (grid[0][0] || grid[n-1][n-1]) return -1;
        vector<vector<int>> d(n, vector<int>(n, -1));
        queue<pair<int,int>> q; q.push({0,0}); d[0][0] = 1;
        while (!q.empty()) {
            auto [r, c] = q.front(); q.pop();
            if (r == n-1 && c == n-1) return d[r][c];
            for (int dr = -1; dr <= 1; dr++) for (int dc = -1; dc <= 1; dc++) {
                int nr = r + dr, nc = c + dc;
                if (nr < 0 || nc < 0 || nr >= n || nc >= n || grid[nr][nc] || d[nr][nc] >= 0) continue;
                d[nr][nc] = d[r][c] + 1; q.push({nr, nc});
            }
        }
        return -1;
    }
};
