// searches over box positions only: a push needs the cell behind the box to be floor but never asks whether the player can walk there
class Solution {
public:
    int minPushBox(vector<vector<char>>& grid) {
        int m = grid.size(), n = grid[0].size();
        int br = 0, bc = 0;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                if (grid[i][j] == 'B') { br = i; bc = j; }
        auto floor = [&](int r, int c) { return r >= 0 && c >= 0 && r < m && c < n && grid[r][c] != '#'; };
        vector<vector<int>> dist(m, vector<int>(n, -1));
        queue<pair<int, int>> q;
        dist[br][bc] = 0;
        q.push({br, bc});
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        while (!q.empty()) {
            auto [r, c] = q.front(); q.pop();
            if (grid[r][c] == 'T') return dist[r][c];
            for (int k = 0; k < 4; k++) {
                int nr = r + dr[k], nc = c + dc[k], behind_r = r - dr[k], behind_c = c - dc[k];
                if (!floor(nr, nc) || !floor(behind_r, behind_c) || dist[nr][nc] != -1) continue;
                dist[nr][nc] = dist[r][c] + 1;
                q.push({nr, nc});
            }
        }
        return -1;
    }
};
