#include <bits/stdc++.h>
using namespace std;
int main() {
    int L, R, C;
    while (cin >> L >> R >> C && (L || R || C)) {
        vector<vector<string>> b(L, vector<string>(R));
        for (auto& f : b) for (auto& row : f) cin >> row;
        vector<int> d(L * R * C, -1);
        queue<int> q;
        for (int f = 0; f < L; f++) for (int r = 0; r < R; r++) for (int c = 0; c < C; c++)
            if (b[f][r][c] == 'S') { d[(f * R + r) * C + c] = 0; q.push((f * R + r) * C + c); }
        int ans = -1;
        int df[] = {1, -1, 0, 0, 0, 0}, dr[] = {0, 0, 1, -1, 0, 0}, dc[] = {0, 0, 0, 0, 1, -1};
        while (!q.empty()) {
            int k = q.front(); q.pop();
            int f = k / (R * C), r = k / C % R, c = k % C;
            if (b[f][r][c] == 'E') { ans = d[k]; break; }
            for (int i = 0; i < 6; i++) {
                int g = f + df[i], s = r + dr[i], e = c + dc[i];
                if (g < 0 || s < 0 || e < 0 || g >= L || s >= R || e >= C) continue;
                int m = (g * R + s) * C + e;
                if (b[g][s][e] == '#' || d[m] != -1) continue;
                d[m] = d[k] + 1;
                q.push(m);
            }
        }
        if (ans < 0) cout << "Trapped!\n";
        else cout << "Escaped in " << ans << " minute(s).\n";
    }
}
