#include <bits/stdc++.h>
using namespace std;
int box[100][100][100], dayOf[100][100][100];
int main() {
    int m, n, h;
    scanf("%d %d %d", &m, &n, &h);
    queue<array<int, 3>> q;
    for (int z = 0; z < h; z++)
        for (int r = 0; r < n; r++)
            for (int c = 0; c < m; c++) {
                scanf("%d", &box[z][r][c]);
                if (box[z][r][c] == 1) q.push({z, r, c});
            }
    int dz[] = {1, -1, 0, 0, 0, 0}, dr[] = {0, 0, 1, -1, 0, 0}, dc[] = {0, 0, 0, 0, 1, -1};
    int last = 0;
    while (!q.empty()) {
        auto [z, r, c] = q.front();
        q.pop();
        last = dayOf[z][r][c];
        for (int k = 0; k < 6; k++) {
            int a = z + dz[k], b = r + dr[k], e = c + dc[k];
            if (a < 0 || a >= h || b < 0 || b >= n || e < 0 || e >= m) continue;
            if (box[a][b][e] != 0) continue;
            box[a][b][e] = 1;
            dayOf[a][b][e] = dayOf[z][r][c] + 1;
            q.push({a, b, e});
        }
    }
    for (int z = 0; z < h; z++)
        for (int r = 0; r < n; r++)
            for (int c = 0; c < m; c++)
                if (box[z][r][c] == 0) { puts("-1"); return 0; }
    printf("%d\n", last);
}
