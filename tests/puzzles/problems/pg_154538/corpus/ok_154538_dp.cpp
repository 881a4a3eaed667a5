// A compiled program of a function problem reads the arguments as one JSON object
// on stdin ({"x": 10, "y": 40, "n": 5}) and prints the return value.
#include <bits/stdc++.h>
using namespace std;

int solution(int x, int y, int n) {
    const int INF = INT_MAX;
    vector<int> dp(y + 1, INF);
    dp[x] = 0;
    for (int i = x; i < y; ++i) {
        if (dp[i] == INF) continue;
        if (i + n <= y) dp[i + n] = min(dp[i + n], dp[i] + 1);
        if ((long long)i * 2 <= y) dp[i * 2] = min(dp[i * 2], dp[i] + 1);
        if ((long long)i * 3 <= y) dp[i * 3] = min(dp[i * 3], dp[i] + 1);
    }
    return dp[y] == INF ? -1 : dp[y];
}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    map<string, long long> arg;
    for (const char* key : {"\"x\"", "\"y\"", "\"n\""}) {
        size_t at = s.find(key);
        at = s.find(':', at) + 1;
        arg[key] = stoll(s.substr(at));
    }
    cout << solution(arg["\"x\""], arg["\"y\""], arg["\"n\""]) << endl;
}
