#include <cstdio>
#include <vector>
using namespace std;
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> dist(n + 1, -1), q;
    q.reserve(n + 1);
    for (int i = 0; i < m; i++) {
        int p;
        scanf("%d", &p);
        if (dist[p] == -1) { dist[p] = 0; q.push_back(p); }
    }
    for (size_t h = 0; h < q.size(); h++) {
        int x = q[h];
        for (int b = 0; b < 10; b++) {  // 10 bits: enough for 1000?
            int y = x ^ (1 << b);
            if (y <= n && dist[y] == -1) { dist[y] = dist[x] + 1; q.push_back(y); }
        }
    }
    int best = 0;
    for (int v = 0; v <= n; v++) if (dist[v] > best) best = dist[v];
    printf("%d\n", best);
}
