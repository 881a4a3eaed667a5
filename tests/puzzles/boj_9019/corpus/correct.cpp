// Baekjoon 9019 DSLR: a correct BFS in C++.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int t;
    if (!(cin >> t)) return 0;
    while (t--) {
        int a, b;
        cin >> a >> b;
        vector<int> prev(10000, -1);
        vector<char> how(10000, 0);
        queue<int> q;
        prev[a] = a;
        q.push(a);
        while (!q.empty() && prev[b] < 0) {
            int n = q.front(); q.pop();
            int nx[4] = {n * 2 % 10000, n == 0 ? 9999 : n - 1, n % 1000 * 10 + n / 1000,
                         n % 10 * 1000 + n / 10};
            const char* cs = "DSLR";
            for (int k = 0; k < 4; k++) {
                if (prev[nx[k]] < 0) { prev[nx[k]] = n; how[nx[k]] = cs[k]; q.push(nx[k]); }
            }
        }
        string s;
        for (int at = b; at != a; at = prev[at]) s += how[at];
        reverse(s.begin(), s.end());
        cout << s << "\n";
    }
}
