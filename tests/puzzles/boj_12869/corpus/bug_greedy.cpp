// BUG: greedy: always 9 on the strongest SCV, 3 on the next, 1 on the weakest.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    cin >> n;
    vector<int> hp(3, 0);
    for (int i = 0; i < n; i++) cin >> hp[i];
    int attacks = 0;
    while (hp[0] > 0 || hp[1] > 0 || hp[2] > 0) {
        sort(hp.rbegin(), hp.rend());
        hp[0] = max(0, hp[0] - 9);
        hp[1] = max(0, hp[1] - 3);
        hp[2] = max(0, hp[2] - 1);
        attacks++;
    }
    cout << attacks << "\n";
}
