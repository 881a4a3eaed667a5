#include <cstdio>
#include <queue>
const int HI = 500000;
int dist[2][HI + 1];
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    for (int p = 0; p < 2; p++) for (int i = 0; i <= HI; i++) dist[p][i] = -1;
    std::queue<std::pair<int, int>> q;
    dist[0][n] = 0; q.push({0, n});
    while (!q.empty()) {
        auto [p, x] = q.front(); q.pop();
        int ys[3] = {x - 1, x + 1, 2 * x};
        for (int y : ys)
            if (y >= 0 && y <= HI && dist[1 - p][y] < 0) {
                dist[1 - p][y] = dist[p][x] + 1; q.push({1 - p, y});
            }
    }
    long long b = k;
    for (int t = 0; b <= HI; t++, b += t) {
        int d = dist[t % 2][b];
        if (d >= 0 && d <= t) { printf("%d\n", t); return 0; }
    }
    printf("-1\n");
}
