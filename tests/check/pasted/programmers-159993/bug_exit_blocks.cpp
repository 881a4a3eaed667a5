// treats the exit as a wall on the way to the lever, though the exit may be passed before the lever is pulled
#include <string>
#include <vector>
#include <queue>

using namespace std;

int bfs(vector<string>& maps, pair<int, int> from, char goal) {
    int n = maps.size(), m = maps[0].size();
    vector<vector<int>> dist(n, vector<int>(m, -1));
    queue<pair<int, int>> q;
    q.push(from);
    dist[from.first][from.second] = 0;
    int dy[] = {1, -1, 0, 0}, dx[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [y, x] = q.front(); q.pop();
        if (maps[y][x] == goal) return dist[y][x];
        for (int d = 0; d < 4; d++) {
            int ny = y + dy[d], nx = x + dx[d];
            if (ny < 0 || nx < 0 || ny >= n || nx >= m) continue;
            if (maps[ny][nx] == 'X' || dist[ny][nx] != -1) continue;
            if (goal == 'L' && maps[ny][nx] == 'E') continue;
            dist[ny][nx] = dist[y][x] + 1;
            q.push({ny, nx});
        }
    }
    return -1;
}

int solution(vector<string> maps) {
    pair<int, int> s, l;
    for (int i = 0; i < (int)maps.size(); i++)
        for (int j = 0; j < (int)maps[i].size(); j++) {
            if (maps[i][j] == 'S') s = {i, j};
            if (maps[i][j] == 'L') l = {i, j};
        }
    int toLever = bfs(maps, s, 'L');
    if (toLever == -1) return -1;
    int toExit = bfs(maps, l, 'E');
    if (toExit == -1) return -1;
    return toLever + toExit;
}
