// Bug: the four-square shortcut tests n % 8 == 7 without first dividing out the
// factors of 4, so 28 = 4 * 7 answers 3 instead of 4.
#include <bits/stdc++.h>
using namespace std;

bool square(int n) {
    int r = (int)sqrt((double)n);
    while (r * r > n) --r;
    while ((r + 1) * (r + 1) <= n) ++r;
    return r * r == n;
}

int numSquares(int n) {
    if (square(n)) return 1;
    for (int a = 1; a * a <= n; ++a)
        if (square(n - a * a)) return 2;
    if (n % 8 == 7) return 4;
    return 3;
}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    size_t at = s.find_first_of("0123456789");
    cout << numSquares(stoi(s.substr(at))) << endl;
}
