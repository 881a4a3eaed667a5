// Baekjoon 12869: memoised recursion over the three HPs, each clamped at 0.
#include <bits/stdc++.h>
using namespace std;
int memo[61][61][61];
int d[6][3] = {{9,3,1},{9,1,3},{3,9,1},{3,1,9},{1,9,3},{1,3,9}};
int f(int a, int b, int c) {
    a = max(a, 0); b = max(b, 0); c = max(c, 0);
    if (a == 0 && b == 0 && c == 0) return 0;
    int& r = memo[a][b][c];
    if (r >= 0) return r;
    r = INT_MAX;
    for (auto& p : d) r = min(r, 1 + f(a - p[0], b - p[1], c - p[2]));
    return r;
}
int main() {
    int n, hp[3] = {0, 0, 0};
    cin >> n;
    for (int i = 0; i < n; i++) cin >> hp[i];
    memset(memo, -1, sizeof memo);
    cout << f(hp[0], hp[1], hp[2]) << "\n";
}
