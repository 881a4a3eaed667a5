class Solution {
    public int shortestPathLength(int[][] graph) {
        int n = graph.length, full = 1 << n;
        int[][] dist = new int[n][n];
        for (int[] row : dist) Arrays.fill(row, 1000);
        for (int i = 0; i < n; i++) {
            dist[i][i] = 0;
            for (int j : graph[i]) dist[i][j] = 1;
        }
        for (int k = 0; k < n; k++)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++)
                    dist[i][j] = Math.min(dist[i][j], dist[i][k] + dist[k][j]);
        int[][] dp = new int[full][n];
        for (int[] row : dp) Arrays.fill(row, Integer.MAX_VALUE / 2);
        for (int i = 0; i < n; i++) dp[1 << i][i] = 0;
        for (int mask = 1; mask < full; mask++)
            for (int u = 0; u < n; u++) {
                if ((mask >> u & 1) == 0 || dp[mask][u] >= Integer.MAX_VALUE / 2) continue;
                for (int v = 0; v < n; v++) {
                    if ((mask >> v & 1) != 0) continue;
                    int nm = mask | 1 << v;
                    dp[nm][v] = Math.min(dp[nm][v], dp[mask][u] + dist[u][v]);
                }
            }
        int ans = Integer.MAX_VALUE;
        for (int u = 0; u < n; u++) ans = Math.min(ans, dp[full - 1][u]);
        return ans;
    }
}
