// Baekjoon 16197: depth-limited search over both coins (10 presses at most).
#include <iostream>
#include <string>
#include <vector>
using namespace std;
int n, m, best = 11; vector<string> g;
int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
bool on(int r, int c) { return r >= 0 && r < n && c >= 0 && c < m; }
void go(int r1, int c1, int r2, int c2, int d) {
    if (d >= best || d == 10) return;
    for (int k = 0; k < 4; k++) {
        int a = r1 + dr[k], b = c1 + dc[k], x = r2 + dr[k], y = c2 + dc[k];
        if (on(a, b) && g[a][b] == '#') { a = r1; b = c1; }
        if (on(x, y) && g[x][y] == '#') { x = r2; y = c2; }
        int fell = !on(a, b) + !on(x, y);
        if (fell == 1) { if (d + 1 < best) best = d + 1; continue; }
        if (fell == 2) continue;
        go(a, b, x, y, d + 1);
    }
}
int main() {
    cin >> n >> m; g.resize(n); for (auto& s : g) cin >> s;
    vector<int> p;
    for (int r = 0; r < n; r++) for (int c = 0; c < m; c++) if (g[r][c] == 'o') { p.push_back(r); p.push_back(c); }
    go(p[0], p[1], p[2], p[3], 0);
    cout << (best > 10 ? -1 : best) << "\n";
}
