// The argument comes as one JSON object on stdin ({"n": 12}); the return value is
// printed as JSON.
#include <bits/stdc++.h>
using namespace std;

int numSquares(int n) {
    vector<int> best(n + 1, INT_MAX);
    best[0] = 0;
    for (int i = 1; i <= n; ++i)
        for (int k = 1; k * k <= i; ++k)
            best[i] = min(best[i], best[i - k * k] + 1);
    return best[n];
}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    size_t at = s.find_first_of("0123456789");
    cout << numSquares(stoi(s.substr(at))) << endl;
}
