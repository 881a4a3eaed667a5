// a plain BFS: the distance is fixed when first pushed, and 2x is tried after the walks,
// so a position first reached by a walk never gets its free teleport
#include <cstdio>
#include <queue>
int dist[100001];
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    for (int i = 0; i <= 100000; i++) dist[i] = -1;
    std::queue<int> q;
    dist[n] = 0; q.push(n);
    while (!q.empty()) {
        int x = q.front(); q.pop();
        int ys[3] = {x - 1, x + 1, 2 * x};
        for (int i = 0; i < 3; i++) {
            int y = ys[i];
            if (y < 0 || y > 100000 || dist[y] >= 0) continue;
            dist[y] = dist[x] + (i == 2 ? 0 : 1);
            q.push(y);
        }
    }
    printf("%d\n", dist[k]);
}
