// A compiled program of a function problem reads the arguments as one JSON object
// on stdin ({"n": 6, "s": 4, "a": 6, "b": 2, "fares": [[4, 1, 10], ...]}) and
// prints the return value.
#include <bits/stdc++.h>
using namespace std;

int solution(int n, int s, int a, int b, vector<vector<int>> fares) {
    const long long INF = 1e15;
    vector<vector<long long>> d(n + 1, vector<long long>(n + 1, INF));
    for (int i = 1; i <= n; ++i) d[i][i] = 0;
    for (auto& f : fares) d[f[0]][f[1]] = d[f[1]][f[0]] = f[2];
    for (int k = 1; k <= n; ++k)
        for (int i = 1; i <= n; ++i)
            for (int j = 1; j <= n; ++j)
                d[i][j] = min(d[i][j], d[i][k] + d[k][j]);
    long long best = INF;
    for (int k = 1; k <= n; ++k) best = min(best, d[s][k] + d[k][a] + d[k][b]);
    return (int)best;
}

int main() {
    string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    // the keys in the order the judge writes them: n, s, a, b, fares
    vector<long long> nums;
    long long cur = 0;
    bool in = false;
    for (char ch : text) {
        if (isdigit(ch)) { cur = cur * 10 + (ch - '0'); in = true; }
        else if (in) { nums.push_back(cur); cur = 0; in = false; }
    }
    vector<vector<int>> fares;
    for (size_t i = 4; i + 2 < nums.size(); i += 3)
        fares.push_back({(int)nums[i], (int)nums[i + 1], (int)nums[i + 2]});
    cout << solution(nums[0], nums[1], nums[2], nums[3], fares) << endl;
}
