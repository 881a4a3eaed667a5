// stops when the log's middle reaches EEE's middle, lying either way
#include <bits/stdc++.h>
using namespace std;
int n;
vector<string> g;
bool ok(int r, int c) { return r >= 0 && c >= 0 && r < n && c < n && g[r][c] != '1'; }
array<int, 3> find(char ch) {
    vector<pair<int, int>> p;
    for (int r = 0; r < n; r++) for (int c = 0; c < n; c++) if (g[r][c] == ch) p.push_back({r, c});
    return {p[1].first, p[1].second, p[0].second == p[1].second ? 1 : 0};
}
bool fits(int r, int c, int d) {
    for (int k = -1; k <= 1; k++) if (!(d ? ok(r + k, c) : ok(r, c + k))) return false;
    return true;
}
int main() {
    cin >> n;
    g.resize(n);
    for (auto& s : g) cin >> s;
    auto s = find('B'), e = find('E');
    static int dist[50][50][2];
    memset(dist, -1, sizeof dist);
    queue<array<int, 3>> q;
    dist[s[0]][s[1]][s[2]] = 0;
    q.push(s);
    int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c, d] = q.front(); q.pop();
        int cur = dist[r][c][d];
        if (r == e[0] && c == e[1]) { cout << cur << "\n"; return 0; }
        vector<array<int, 3>> nx;
        for (int k = 0; k < 4; k++) if (fits(r + dr[k], c + dc[k], d)) nx.push_back({r + dr[k], c + dc[k], d});
        bool room = true;
        for (int a = -1; a <= 1; a++) for (int b = -1; b <= 1; b++) if (!ok(r + a, c + b)) room = false;
        if (room) nx.push_back({r, c, 1 - d});
        for (auto& t : nx) if (dist[t[0]][t[1]][t[2]] < 0) {
            dist[t[0]][t[1]][t[2]] = cur + 1;
            q.push(t);
        }
    }
    cout << 0 << "\n";
}
