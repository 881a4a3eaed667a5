// BUG: trial division stops before sqrt(n), so squares of primes (1369 = 37 * 37) pass as primes.
#include <bits/stdc++.h>
using namespace std;
bool isPrime(int n) {
    if (n < 2) return false;
    for (int d = 2; d < (int)sqrt((double)n); d++)
        if (n % d == 0) return false;
    return true;
}
int main() {
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
                    if (isPrime(m) && dist[m] < 0) { dist[m] = dist[n] + 1; q.push(m); }
                }
            }
        }
        if (dist[b] < 0) cout << "Impossible\n"; else cout << dist[b] << "\n";
    }
}
