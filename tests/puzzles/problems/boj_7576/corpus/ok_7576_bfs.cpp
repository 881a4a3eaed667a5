#include <bits/stdc++.h>
using namespace std;
int box[1000][1000], dayOf[1000][1000];
int main() {
    int m, n;
    scanf("%d %d", &m, &n);
    queue<pair<int, int>> q;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < m; c++) {
            scanf("%d", &box[r][c]);
            if (box[r][c] == 1) q.push({r, c});
        }
    int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1}, last = 0;
    while (!q.empty()) {
        auto [r, c] = q.front();
        q.pop();
        last = dayOf[r][c];
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= n || nc < 0 || nc >= m || box[nr][nc] != 0) continue;
            box[nr][nc] = 1;
            dayOf[nr][nc] = dayOf[r][c] + 1;
            q.push({nr, nc});
        }
    }
    for (int r = 0; r < n; r++)
        for (int c = 0; c < m; c++)
            if (box[r][c] == 0) { puts("-1"); return 0; }
    printf("%d\n", last);
}
