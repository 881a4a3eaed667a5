// checks both coordinates against n (the row count), as if the map were square
#include <vector>
#include <queue>
using namespace std;

int solution(vector<vector<int> > maps)
{
    int n = maps.size(), m = maps[0].size();
    vector<vector<int>> dist(n, vector<int>(m, 0));
    queue<pair<int, int>> q;
    q.push({0, 0});
    dist[0][0] = 1;
    int dy[] = {1, -1, 0, 0}, dx[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [y, x] = q.front(); q.pop();
        for (int d = 0; d < 4; d++) {
            int ny = y + dy[d], nx = x + dx[d];
            if (ny < 0 || nx < 0 || ny >= n || nx >= n || nx >= m) continue;
            if (maps[ny][nx] == 0 || dist[ny][nx]) continue;
            dist[ny][nx] = dist[y][x] + 1;
            q.push({ny, nx});
        }
    }
    return dist[n - 1][m - 1] ? dist[n - 1][m - 1] : -1;
}
