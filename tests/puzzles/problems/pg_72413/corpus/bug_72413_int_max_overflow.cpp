// Floyd-Warshall in int with INF = INT_MAX: INF + INF wraps to a negative number,
// which then looks like the cheapest fare
#include <bits/stdc++.h>
using namespace std;

int solution(int n, int s, int a, int b, vector<vector<int>> fares) {
    const int INF = INT_MAX;
    vector<vector<int>> d(n + 1, vector<int>(n + 1, INF));
    for (int i = 1; i <= n; ++i) d[i][i] = 0;
    for (auto& f : fares) d[f[0]][f[1]] = d[f[1]][f[0]] = f[2];
    for (int k = 1; k <= n; ++k)
        for (int i = 1; i <= n; ++i)
            for (int j = 1; j <= n; ++j)
                if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
    int best = INF;
    for (int k = 1; k <= n; ++k) best = min(best, d[s][k] + d[k][a] + d[k][b]);
    return best;
}

int main() {
    string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
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
