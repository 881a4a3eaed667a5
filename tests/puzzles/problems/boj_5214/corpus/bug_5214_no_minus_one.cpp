// Buggy: an unreachable N prints 0 (the distance array's initial value), not -1.
#include <cstdio>
#include <queue>
#include <vector>
using namespace std;

int main() {
    int n, k, m;
    if (scanf("%d %d %d", &n, &k, &m) != 3) return 0;
    vector<vector<int>> adj(n + m + 1);
    for (int j = 0; j < m; j++) {
        for (int i = 0; i < k; i++) {
            int s;
            scanf("%d", &s);
            adj[s].push_back(n + 1 + j);
            adj[n + 1 + j].push_back(s);
        }
    }
    vector<int> dist(n + m + 1, 0);
    dist[1] = 1;
    queue<int> q;
    q.push(1);
    while (!q.empty()) {
        int x = q.front();
        q.pop();
        for (int y : adj[x]) {
            if (!dist[y]) {
                dist[y] = dist[x] + (y <= n ? 1 : 0);
                q.push(y);
            }
        }
    }
    printf("%d\n", dist[n]);
    return 0;
}
