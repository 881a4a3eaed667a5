// BUG: D doubles without taking mod 10000; results past 9999 are thrown away.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int t;
    cin >> t;
    while (t--) {
        int a, b;
        cin >> a >> b;
        vector<string> seen(10000);
        vector<bool> vis(10000, false);
        queue<int> q;
        vis[a] = true;
        q.push(a);
        while (!q.empty()) {
            int n = q.front(); q.pop();
            if (n == b) break;
            int nx[4] = {n * 2, n == 0 ? 9999 : n - 1, n % 1000 * 10 + n / 1000,
                         n % 10 * 1000 + n / 10};
            const char* cs = "DSLR";
            for (int k = 0; k < 4; k++) {
                int m = nx[k];
                if (m >= 10000 || vis[m]) continue;
                vis[m] = true;
                seen[m] = seen[n] + cs[k];
                q.push(m);
            }
        }
        cout << seen[b] << "\n";
    }
}
