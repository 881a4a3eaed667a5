// BUG: the finish is only checked on a neighbour, so a 1 x 1 board prints -1.
#include <iostream>
#include <queue>
#include <tuple>
#include <vector>
using namespace std;
int main() {
    int K, W, H; cin >> K >> W >> H;
    vector<vector<int>> g(H, vector<int>(W));
    for (auto& row : g) for (auto& v : row) cin >> v;
    vector<int> d(H * W * (K + 1), -1);
    auto id = [&](int r, int c, int j) { return (r * W + c) * (K + 1) + j; };
    int sr[] = {1, -1, 0, 0}, sc[] = {0, 0, 1, -1};
    int jr[] = {1, 2, -1, -2, 1, 2, -1, -2}, jc[] = {2, 1, 2, 1, -2, -1, -2, -1};
    queue<tuple<int,int,int>> q; q.push({0, 0, 0}); d[id(0, 0, 0)] = 0;
    while (!q.empty()) {
        auto [r, c, j] = q.front(); q.pop();
        for (int m = 0; m < 12; m++) {
            int nr = r + (m < 4 ? sr[m] : jr[m - 4]), nc = c + (m < 4 ? sc[m] : jc[m - 4]);
            int nj = j + (m >= 4);
            if (nj > K || nr < 0 || nr >= H || nc < 0 || nc >= W || g[nr][nc]) continue;
            if (d[id(nr, nc, nj)] >= 0) continue;
            d[id(nr, nc, nj)] = d[id(r, c, j)] + 1;
            if (nr == H - 1 && nc == W - 1) { cout << d[id(nr, nc, nj)] << "\n"; return 0; }
            q.push({nr, nc, nj});
        }
    }
    cout << -1 << "\n";
}
