// returns the BFS distance to the other island, counting the step onto its land as a flipped 0
class Solution {
public:
    int n;
    queue<pair<int, int>> q;
    int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};

    void mark(vector<vector<int>>& grid, int r, int c) {
        if (r < 0 || c < 0 || r >= n || c >= n || grid[r][c] != 1) return;
        grid[r][c] = 2;
        q.push({r, c});
        for (int d = 0; d < 4; d++) mark(grid, r + dr[d], c + dc[d]);
    }

    int shortestBridge(vector<vector<int>>& grid) {
        n = grid.size();
        bool found = false;
        for (int i = 0; i < n && !found; i++)
            for (int j = 0; j < n && !found; j++)
                if (grid[i][j] == 1) { mark(grid, i, j); found = true; }
        for (int steps = 1; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                auto [r, c] = q.front(); q.pop();
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr < 0 || nc < 0 || nr >= n || nc >= n || grid[nr][nc] == 2) continue;
                    if (grid[nr][nc] == 1) return steps;
                    grid[nr][nc] = 2;
                    q.push({nr, nc});
                }
            }
        }
        return -1;
    }
};
