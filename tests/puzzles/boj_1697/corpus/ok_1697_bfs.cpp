#include <cstdio>
#include <queue>
int dist[200005];
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    for (int i = 0; i <= 200000; i++) dist[i] = -1;
    std::queue<int> q;
    dist[n] = 0;
    q.push(n);
    while (!q.empty()) {
        int x = q.front(); q.pop();
        if (x == k) break;
        int nx[3] = {x - 1, x + 1, 2 * x};
        for (int y : nx)
            if (y >= 0 && y <= 200000 && dist[y] < 0) { dist[y] = dist[x] + 1; q.push(y); }
    }
    printf("%d\n", dist[k]);
}
