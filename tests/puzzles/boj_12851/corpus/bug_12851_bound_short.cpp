// position 100000 is never visited
#include <cstdio>
#include <queue>
int dist[100001];
long long ways[100001];
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    for (int i = 0; i <= 100000; i++) dist[i] = -1;
    std::queue<int> q;
    dist[n] = 0; ways[n] = 1; q.push(n);
    while (!q.empty()) {
        int x = q.front(); q.pop();
        int nx[3] = {x - 1, x + 1, 2 * x};
        for (int y : nx) {
            if (y < 0 || y >= 100000) continue;
            if (dist[y] < 0) { dist[y] = dist[x] + 1; ways[y] = ways[x]; q.push(y); }
            else if (dist[y] == dist[x] + 1) ways[y] += ways[x];
        }
    }
    printf("%d\n%lld\n", dist[k], ways[k]);
}
