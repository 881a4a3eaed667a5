// BUG: keeps one best cost per cell, not per cell and direction
#include <string>
#include <vector>
#include <queue>
#include <tuple>

using namespace std;

int solution(vector<vector<int>> board) {
    int n = board.size();
    const int INF = 1 << 29;
    vector<vector<int>> cost(n, vector<int>(n, INF));
    int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    priority_queue<tuple<int, int, int, int>, vector<tuple<int, int, int, int>>, greater<>> pq;
    cost[0][0] = 0;
    for (int d = 0; d < 4; d++) pq.push({0, 0, 0, d});
    while (!pq.empty()) {
        auto [w, r, c, d] = pq.top(); pq.pop();
        for (int e = 0; e < 4; e++) {
            int nr = r + dr[e], nc = c + dc[e];
            if (nr < 0 || nc < 0 || nr >= n || nc >= n || board[nr][nc] == 1) continue;
            int nw = w + 100 + (e == d || (r == 0 && c == 0) ? 0 : 500);
            if (nw < cost[nr][nc]) { cost[nr][nc] = nw; pq.push({nw, nr, nc, e}); }
        }
    }
    return cost[n - 1][n - 1];
}
