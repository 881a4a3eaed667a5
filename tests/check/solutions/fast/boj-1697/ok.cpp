#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k; cin >> n >> k;
    vector<int> d(200001, -1); deque<int> q{n}; d[n] = 0;
    while (!q.empty()) {
        int x = q.front(); q.pop_front();
        if (x == k) { printf("%d\n", d[x]); return 0; }
        for (int y : {x - 1, x + 1, 2 * x}) if (y >= 0 && y <= 200000 && d[y] < 0) { d[y] = d[x] + 1; q.push_back(y); }
    }
}
