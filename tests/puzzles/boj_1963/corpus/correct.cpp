// Baekjoon 1963: a correct BFS in C++.
#include <bits/stdc++.h>
using namespace std;
int main() {
    vector<bool> prime(10000, true);
    prime[0] = prime[1] = false;
    for (int i = 2; i * i < 10000; i++)
        if (prime[i])
            for (int j = i * i; j < 10000; j += i) prime[j] = false;
    int t;
    cin >> t;
    while (t--) {
        int a, b;
        cin >> a >> b;
        vector<int> dist(10000, -1);
        queue<int> q;
        dist[a] = 0;
        q.push(a);
        while (!q.empty()) {
            int n = q.front(); q.pop();
            int place[4] = {1000, 100, 10, 1};
            for (int p : place) {
                int digit = n / p % 10;
                for (int d = (p == 1000 ? 1 : 0); d < 10; d++) {
                    int m = n + (d - digit) * p;
                    if (prime[m] && dist[m] < 0) { dist[m] = dist[n] + 1; q.push(m); }
                }
            }
        }
        if (dist[b] < 0) cout << "Impossible\n"; else cout << dist[b] << "\n";
    }
}
