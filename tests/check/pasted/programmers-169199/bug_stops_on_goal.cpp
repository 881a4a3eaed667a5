// the slide stops as soon as it reaches G, though the robot only slides over it
#include <string>
#include <vector>
#include <queue>

using namespace std;

int solution(vector<string> board) {
    int n = board.size(), m = board[0].size();
    vector<vector<int>> dist(n, vector<int>(m, -1));
    queue<pair<int, int>> q;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (board[i][j] == 'R') { q.push({i, j}); dist[i][j] = 0; }
    int dy[] = {1, -1, 0, 0}, dx[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [y, x] = q.front(); q.pop();
        if (board[y][x] == 'G') return dist[y][x];
        for (int d = 0; d < 4; d++) {
            int ny = y, nx = x;
            while (true) {
                int ty = ny + dy[d], tx = nx + dx[d];
                if (ty < 0 || tx < 0 || ty >= n || tx >= m || board[ty][tx] == 'D') break;
                ny = ty; nx = tx;
                if (board[ny][nx] == 'G') break;
            }
            if (dist[ny][nx] != -1) continue;
            dist[ny][nx] = dist[y][x] + 1;
            q.push({ny, nx});
        }
    }
    return -1;
}
