#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    queue<pair<long long, int>> q;
    q.push({a, 1});
    int ans = -1;
    while (!q.empty()) {
        auto [x, d] = q.front();
        q.pop();
        if (x == b) { ans = d; break; }
        for (long long y : {x * 2, x * 10 + 1})
            if (y <= b) q.push({y, d + 1});
    }
    cout << ans << endl;
}
