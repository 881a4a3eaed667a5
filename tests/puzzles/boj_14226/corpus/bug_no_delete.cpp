// BUG: only copy and paste are tried; deleting one emoticon is forgotten.
#include <bits/stdc++.h>
using namespace std;
int dist_[2001][2001];
int main() {
    int s;
    cin >> s;
    memset(dist_, -1, sizeof dist_);
    queue<pair<int, int>> q;
    dist_[1][0] = 0;
    q.push({1, 0});
    while (!q.empty()) {
        auto [x, c] = q.front(); q.pop();
        if (x == s) { cout << dist_[x][c] << "\n"; return 0; }
        if (dist_[x][x] < 0) { dist_[x][x] = dist_[x][c] + 1; q.push({x, x}); }
        if (c > 0 && x + c <= 2000 && dist_[x + c][c] < 0) {
            dist_[x + c][c] = dist_[x][c] + 1; q.push({x + c, c});
        }
    }
}
