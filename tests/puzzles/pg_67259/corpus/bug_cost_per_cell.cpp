// Bug: one best cost per cell, the direction left out of the state.
int solution(vector<vector<int>> board) {
    int n = board.size();
    int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    vector<vector<int>> cost(n, vector<int>(n, INT_MAX));
    cost[0][0] = 0;
    queue<tuple<int, int, int, int>> q;
    q.push({0, 0, -1, 0});
    while (!q.empty()) {
        auto [r, c, d, g] = q.front();
        q.pop();
        for (int k = 0; k < 4; ++k) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nc < 0 || nr >= n || nc >= n || board[nr][nc]) continue;
            int ng = g + ((d == -1 || d == k) ? 100 : 600);
            if (ng <= cost[nr][nc]) {
                cost[nr][nc] = ng;
                q.push({nr, nc, k, ng});
            }
        }
    }
    return cost[n - 1][n - 1];
}
