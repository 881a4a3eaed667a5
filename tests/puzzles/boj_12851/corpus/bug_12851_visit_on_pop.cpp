// visited marked on pop, and a position popped again is skipped before K is counted:
// every copy of K after the first is lost
#include <cstdio>
#include <queue>
#include <utility>
bool seen[100001];
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    std::queue<std::pair<int, int>> q;
    q.push({n, 0});
    int best = -1, count = 0;
    while (!q.empty()) {
        auto [x, d] = q.front(); q.pop();
        if (best >= 0 && d > best) break;
        if (seen[x]) continue;
        seen[x] = true;
        if (x == k) { best = d; count++; continue; }
        int nx[3] = {x - 1, x + 1, 2 * x};
        for (int y : nx)
            if (y >= 0 && y <= 100000 && !seen[y]) q.push({y, d + 1});
    }
    printf("%d\n%d\n", best, count);
}
