// BUG: the goal is checked only when a board is pushed, so a solved board prints -1
// Baekjoon 1525: breadth-first search over the boards as strings.
#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    for (int i = 0; i < 9; i++) { int x; cin >> x; s += char('0' + x); }
    const string goal = "123456780";
    unordered_map<string, int> d;
    queue<string> q;
    d[s] = 0; q.push(s);
    while (!q.empty()) {
        string u = q.front(); q.pop();
        int du = d[u];
        // DEPTH_CAP
        int z = u.find('0');
        int r = z / 3, c = z % 3;
        int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;  // BOUNDS
            string v = u; swap(v[z], v[nr * 3 + nc]);
            if (!d.count(v)) { d[v] = du + 1; q.push(v);
                if (v == goal) { printf("%d\n", d[v]); return 0; } }
        }
    }
    printf("-1\n");
}
