// BUG: the second Enter of a pair is not counted
#include <bits/stdc++.h>
using namespace std;
int B[4][4]; map<int, vector<pair<int,int>>> where;
int dy[] = {-1, 1, 0, 0}, dx[] = {0, 0, -1, 1};
int presses(int g[4][4], int sy, int sx, int ey, int ex) {
    int d[4][4]; memset(d, -1, sizeof d);
    queue<pair<int,int>> q; q.push({sy, sx}); d[sy][sx] = 0;
    while (!q.empty()) {
        auto [y, x] = q.front(); q.pop();
        if (y == ey && x == ex) return d[y][x];
        for (int k = 0; k < 4; k++) {
            int ay = y + dy[k], ax = x + dx[k];
            if (ay < 0 || ay > 3 || ax < 0 || ax > 3) { ay = y; ax = x; }
            int cy = y, cx = x;
            while (cy + dy[k] >= 0 && cy + dy[k] <= 3 && cx + dx[k] >= 0 && cx + dx[k] <= 3) {
                cy += dy[k]; cx += dx[k];
                if (g[cy][cx]) break;  // CTRL
            }
            int ty[] = {ay, cy}, tx[] = {ax, cx};
            for (int t = 0; t < 2; t++) if (d[ty[t]][tx[t]] < 0) {
                d[ty[t]][tx[t]] = d[y][x] + 1; q.push({ty[t], tx[t]});
            }
        }
    }
    return 1 << 20;
}
int best(int g[4][4], int y, int x) {
    int result = 1 << 20; bool any = false;
    for (auto &[face, cells] : where) {
        auto [ay, ax] = cells[0]; auto [by, bx] = cells[1];
        if (!g[ay][ax]) continue;
        any = true;
        for (int w = 0; w < 2; w++) {  // WHICH
            int fy = w ? by : ay, fx = w ? bx : ax, sy = w ? ay : by, sx = w ? ax : bx;
            int cost = presses(g, y, x, fy, fx) + 1 + presses(g, fy, fx, sy, sx);  // ENTER
            g[ay][ax] = g[by][bx] = 0;  // REMOVE
            cost += best(g, sy, sx);
            g[ay][ax] = g[by][bx] = face;
            result = min(result, cost);
        }
    }
    return any ? result : 0;
}
int solution(vector<vector<int>> board, int r, int c) {
    where.clear();
    for (int i = 0; i < 16; i++) {
        B[i / 4][i % 4] = board[i / 4][i % 4];
        if (B[i / 4][i % 4]) where[B[i / 4][i % 4]].push_back({i / 4, i % 4});
    }
    return best(B, r, c);
}
