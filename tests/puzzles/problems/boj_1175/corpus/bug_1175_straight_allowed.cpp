// Buggy: forgets the rule against two moves in the same direction (a plain
// BFS over (block, delivered mask)).
#include <cstdio>
#include <cstring>
#include <queue>
#include <tuple>
using namespace std;

char room[52][52];
int dist[52][52][4];

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    int sr = 0, sc = 0, bit[52][52];
    memset(bit, 0, sizeof bit);
    int k = 0;
    for (int r = 0; r < n; r++) {
        scanf("%s", room[r]);
        for (int c = 0; c < m; c++) {
            if (room[r][c] == 'S') { sr = r; sc = c; }
            if (room[r][c] == 'C') bit[r][c] = 1 << (k++);
        }
    }
    memset(dist, -1, sizeof dist);
    int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    queue<tuple<int, int, int>> q;
    dist[sr][sc][0] = 0;
    q.push({sr, sc, 0});
    while (!q.empty()) {
        auto [r, c, mask] = q.front();
        q.pop();
        if (mask == 3) { printf("%d\n", dist[r][c][mask]); return 0; }
        for (int d = 0; d < 4; d++) {
            int y = r + dr[d], x = c + dc[d];
            if (y < 0 || y >= n || x < 0 || x >= m || room[y][x] == '#') continue;
            int nm = mask | bit[y][x];
            if (dist[y][x][nm] < 0) {
                dist[y][x][nm] = dist[r][c][mask] + 1;
                q.push({y, x, nm});
            }
        }
    }
    printf("-1\n");
    return 0;
}
