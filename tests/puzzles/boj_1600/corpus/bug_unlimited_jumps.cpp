// BUG: K is read but never checked: the monkey jumps as often as it likes.
#include <iostream>
#include <queue>
#include <utility>
#include <vector>
using namespace std;
int main() {
    int K, W, H; cin >> K >> W >> H;
    vector<vector<int>> g(H, vector<int>(W));
    for (auto& row : g) for (auto& v : row) cin >> v;
    vector<int> d(H * W, -1);
    int dr[] = {1, -1, 0, 0, 1, 2, -1, -2, 1, 2, -1, -2};
    int dc[] = {0, 0, 1, -1, 2, 1, 2, 1, -2, -1, -2, -1};
    queue<pair<int,int>> q; q.push({0, 0}); d[0] = 0;
    while (!q.empty()) {
        auto [r, c] = q.front(); q.pop();
        if (r == H - 1 && c == W - 1) { cout << d[r * W + c] << "\n"; return 0; }
        for (int m = 0; m < 12; m++) {
            int nr = r + dr[m], nc = c + dc[m];
            if (nr < 0 || nr >= H || nc < 0 || nc >= W || g[nr][nc] || d[nr * W + nc] >= 0) continue;
            d[nr * W + nc] = d[r * W + c] + 1; q.push({nr, nc});
        }
    }
    cout << -1 << "\n";
}
