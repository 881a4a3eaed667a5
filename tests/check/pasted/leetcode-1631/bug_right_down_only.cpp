// a DP that only moves right or down, but the easiest route may go up or left around a cliff
class Solution {
public:
    int minimumEffortPath(vector<vector<int>>& heights) {
        int m = heights.size(), n = heights[0].size();
        vector<vector<int>> dp(m, vector<int>(n, INT_MAX));
        dp[0][0] = 0;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                if (i > 0) dp[i][j] = min(dp[i][j], max(dp[i - 1][j], abs(heights[i][j] - heights[i - 1][j])));
                if (j > 0) dp[i][j] = min(dp[i][j], max(dp[i][j - 1], abs(heights[i][j] - heights[i][j - 1])));
            }
        return dp[m - 1][n - 1];
    }
};
