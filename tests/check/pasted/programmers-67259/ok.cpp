#include <string>
#include <vector>
#include <queue>
#include <tuple>

using namespace std;

int solution(vector<vector<int>> board) {
    int n = board.size();
    const int INF = 1 << 29;
    vector<vector<vector<int>>> cost(n, vector<vector<int>>(n, vector<int>(4, INF)));
    int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    priority_queue<tuple<int, int, int, int>, vector<tuple<int, int, int, int>>, greater<>> pq;
    for (int d = 0; d < 4; d++) { cost[0][0][d] = 0; pq.push({0, 0, 0, d}); }
    while (!pq.empty()) {
        auto [w, r, c, d] = pq.top(); pq.pop();
        if (w > cost[r][c][d]) continue;
        for (int e = 0; e < 4; e++) {
            int nr = r + dr[e], nc = c + dc[e];
            if (nr < 0 || nc < 0 || nr >= n || nc >= n || board[nr][nc] == 1) continue;
            int nw = w + 100 + (e == d || (r == 0 && c == 0) ? 0 : 500);
            if (nw < cost[nr][nc][e]) { cost[nr][nc][e] = nw; pq.push({nw, nr, nc, e}); }
        }
    }
    int answer = INF;
    for (int d = 0; d < 4; d++) answer = min(answer, cost[n - 1][n - 1][d]);
    return answer;
}
