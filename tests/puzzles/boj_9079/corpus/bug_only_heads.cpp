// BUG: only "all H" counts as done; "all T" is the same side too.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int lines[8][3] = {{0,1,2},{3,4,5},{6,7,8},{0,3,6},{1,4,7},{2,5,8},{0,4,8},{2,4,6}};
    int t;
    cin >> t;
    while (t--) {
        int board = 0;
        for (int i = 0; i < 9; i++) { string c; cin >> c; if (c == "T") board |= 1 << i; }
        vector<int> dist(512, -1);
        queue<int> q;
        dist[board] = 0;
        q.push(board);
        int ans = -1;
        while (!q.empty()) {
            int b = q.front(); q.pop();
            if (b == 0) { ans = dist[b]; break; }
            for (auto& l : lines) {
                int m = b ^ (1 << l[0]) ^ (1 << l[1]) ^ (1 << l[2]);
                if (dist[m] < 0) { dist[m] = dist[b] + 1; q.push(m); }
            }
        }
        cout << ans << "\n";
    }
}
