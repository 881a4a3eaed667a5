class Solution {
public:
    int shortestPathAllKeys(vector<string>& grid) {
        int m = grid.size(), n = grid[0].size(), all = 0, sr = 0, sc = 0;
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++) {
                if (grid[r][c] == '@') { sr = r; sc = c; }
                if (islower(grid[r][c])) all |= 1 << (grid[r][c] - 'a');
            }
        vector<vector<vector<bool>>> seen(m, vector<vector<bool>>(n, vector<bool>(64, false)));
        queue<array<int, 3>> q;
        q.push({sr, sc, 0});
        seen[sr][sc][0] = true;
        int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        for (int steps = 0; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                auto [r, c, mask] = q.front(); q.pop();
                if (mask == all) return steps;
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d], nm = mask;
                    if (nr < 0 || nc < 0 || nr >= m || nc >= n) continue;
                    char ch = grid[nr][nc];
                    if (ch == '#') continue;
                    if (isupper(ch) && !(mask >> (ch - 'A') & 1)) continue;
                    if (islower(ch)) nm |= 1 << (ch - 'a');
                    if (seen[nr][nc][nm]) continue;
                    seen[nr][nc][nm] = true;
                    q.push({nr, nc, nm});
                }
            }
        }
        return -1;
    }
};
