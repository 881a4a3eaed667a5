int solution(vector<vector<int>> board) {
    int n = board.size();
    const int INF = 1 << 29;
    int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    vector<vector<array<int, 4>>> cost(n, vector<array<int, 4>>(n, {INF, INF, INF, INF}));
    priority_queue<tuple<int, int, int, int>, vector<tuple<int, int, int, int>>, greater<>> pq;
    for (int k = 0; k < 4; ++k) {
        int r = dr[k], c = dc[k];
        if (r >= 0 && c >= 0 && r < n && c < n && board[r][c] == 0) {
            cost[r][c][k] = 100;
            pq.push({100, r, c, k});
        }
    }
    while (!pq.empty()) {
        auto [g, r, c, d] = pq.top();
        pq.pop();
        if (g > cost[r][c][d]) continue;
        for (int k = 0; k < 4; ++k) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nc < 0 || nr >= n || nc >= n || board[nr][nc]) continue;
            int ng = g + (k == d ? 100 : 600);
            if (ng < cost[nr][nc][k]) {
                cost[nr][nc][k] = ng;
                pq.push({ng, nr, nc, k});
            }
        }
    }
    return *min_element(cost[n - 1][n - 1].begin(), cost[n - 1][n - 1].end());
}
