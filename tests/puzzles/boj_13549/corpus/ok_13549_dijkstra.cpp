#include <cstdio>
#include <queue>
#include <vector>
#include <functional>
int dist[200005];
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    for (int i = 0; i <= 200000; i++) dist[i] = 1 << 30;
    std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>,
                        std::greater<std::pair<int, int>>> pq;
    dist[n] = 0; pq.push({0, n});
    while (!pq.empty()) {
        auto [d, x] = pq.top(); pq.pop();
        if (d > dist[x]) continue;
        int ys[3] = {2 * x, x - 1, x + 1};
        int cs[3] = {0, 1, 1};
        for (int i = 0; i < 3; i++) {
            int y = ys[i];
            if (y < 0 || y > 200000) continue;
            if (d + cs[i] < dist[y]) { dist[y] = d + cs[i]; pq.push({dist[y], y}); }
        }
    }
    printf("%d\n", dist[k]);
}
