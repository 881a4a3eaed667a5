#include <bits/stdc++.h>
using namespace std;
int main() {
    long long s, t;
    cin >> s >> t;
    if (s == t) { cout << 0 << "\n"; return 0; }
    set<long long> seen{s};
    queue<pair<long long, string>> q;
    q.push({s, ""});
    while (!q.empty()) {
        auto [x, p] = q.front();
        q.pop();
        if (x == t) { cout << p << "\n"; return 0; }
        long long ys[4] = {x * x, x + x, 0, 1};
        const char ops[4] = {'*', '+', '-', '/'};
        for (int k = 0; k < 4; k++) {
            if (k == 3 && x == 0) continue;
            long long y = ys[k];
            if (y <= t && !seen.count(y)) {
                seen.insert(y);
                q.push({y, p + ops[k]});
            }
        }
    }
    cout << -1 << "\n";
}
