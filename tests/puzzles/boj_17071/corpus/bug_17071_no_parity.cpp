// one visited mark per position, without the parity layers: a point reached at second d
// is never seen again at d + 2, d + 4, ... so later meetings are missed
#include <cstdio>
#include <vector>
const int HI = 500000;
bool seen[HI + 1];
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    std::vector<int> layer = {n};
    seen[n] = true;
    long long b = k;
    for (int t = 0; b <= HI; t++) {
        for (int x : layer) if (x == b) { printf("%d\n", t); return 0; }
        std::vector<int> nxt;
        for (int x : layer) {
            int ys[3] = {x - 1, x + 1, 2 * x};
            for (int y : ys) if (y >= 0 && y <= HI && !seen[y]) { seen[y] = true; nxt.push_back(y); }
        }
        layer = nxt;
        b += t + 1;
    }
    printf("-1\n");
}
