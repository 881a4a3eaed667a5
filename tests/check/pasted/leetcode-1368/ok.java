class Solution {
    public int minCost(int[][] grid) {
        int m = grid.length, n = grid[0].length;
        int[][] dirs = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        int[][] cost = new int[m][n];
        for (int[] row : cost) Arrays.fill(row, Integer.MAX_VALUE);
        Deque<int[]> dq = new ArrayDeque<>();
        cost[0][0] = 0;
        dq.offerFirst(new int[]{0, 0});
        while (!dq.isEmpty()) {
            int[] p = dq.pollFirst();
            for (int d = 0; d < 4; d++) {
                int r = p[0] + dirs[d][0], c = p[1] + dirs[d][1];
                if (r < 0 || c < 0 || r >= m || c >= n) continue;
                int w = grid[p[0]][p[1]] == d + 1 ? 0 : 1;
                if (cost[p[0]][p[1]] + w < cost[r][c]) {
                    cost[r][c] = cost[p[0]][p[1]] + w;
                    if (w == 0) dq.offerFirst(new int[]{r, c});
                    else dq.offerLast(new int[]{r, c});
                }
            }
        }
        return cost[m - 1][n - 1];
    }
}
