// walks the border on the plain grid (not doubled), so two borders one unit apart are joined by a step across the gap
#include <string>
#include <vector>
#include <queue>

using namespace std;

int solution(vector<vector<int>> rectangle, int characterX, int characterY, int itemX, int itemY) {
    vector<vector<int>> board(52, vector<int>(52, 0));  // 0 outside, 1 border, 2 inside
    for (auto& r : rectangle) {
        int x1 = r[0], y1 = r[1], x2 = r[2], y2 = r[3];
        for (int x = x1; x <= x2; x++)
            for (int y = y1; y <= y2; y++) {
                if (x > x1 && x < x2 && y > y1 && y < y2) board[x][y] = 2;
                else if (board[x][y] != 2) board[x][y] = 1;
            }
    }
    vector<vector<int>> dist(52, vector<int>(52, -1));
    queue<pair<int, int>> q;
    q.push({characterX, characterY});
    dist[characterX][characterY] = 0;
    int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [x, y] = q.front(); q.pop();
        if (x == itemX && y == itemY) return dist[x][y];
        for (int d = 0; d < 4; d++) {
            int nx = x + dx[d], ny = y + dy[d];
            if (nx < 0 || ny < 0 || nx >= 52 || ny >= 52) continue;
            if (board[nx][ny] != 1 || dist[nx][ny] != -1) continue;
            dist[nx][ny] = dist[x][y] + 1;
            q.push({nx, ny});
        }
    }
    return 0;
}
