// Baekjoon 9079: every subset of the 8 lines (each flip is used at most once).
#include <bits/stdc++.h>
using namespace std;
int main() {
    int lines[8][3] = {{0,1,2},{3,4,5},{6,7,8},{0,3,6},{1,4,7},{2,5,8},{0,4,8},{2,4,6}};
    int t;
    cin >> t;
    while (t--) {
        int board = 0;
        for (int i = 0; i < 9; i++) { string c; cin >> c; if (c == "T") board |= 1 << i; }
        int best = -1;
        for (int s = 0; s < 256; s++) {
            int b = board;
            for (int k = 0; k < 8; k++)
                if (s >> k & 1)
                    for (int j = 0; j < 3; j++) b ^= 1 << lines[k][j];
            if (b == 0 || b == 511) {
                int c = __builtin_popcount(s);
                if (best < 0 || c < best) best = c;
            }
        }
        cout << best << "\n";
    }
}
