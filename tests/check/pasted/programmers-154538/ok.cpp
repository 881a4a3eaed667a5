#include <string>
#include <vector>

using namespace std;

int solution(int x, int y, int n) {
    vector<int> dp(y + 1, -1);
    dp[x] = 0;
    for (int v = x; v <= y; v++) {
        if (dp[v] == -1) continue;
        int next[] = {v + n, v * 2, v * 3};
        for (long long w : next)
            if (w <= y && (dp[w] == -1 || dp[w] > dp[v] + 1)) dp[w] = dp[v] + 1;
    }
    return dp[y];
}
