// 0-1 BFS that marks a cell done when it is first pushed, so a later 0-cost way into it is ignored
class Solution {
    public int minCost(int[][] grid) {
        int m = grid.length, n = grid[0].length;
        int[][] dirs = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        int[][] cost = new int[m][n];
        boolean[][] seen = new boolean[m][n];
        Deque<int[]> dq = new ArrayDeque<>();
        seen[0][0] = true;
        dq.offerFirst(new int[]{0, 0});
        while (!dq.isEmpty()) {
            int[] p = dq.pollFirst();
            for (int d = 0; d < 4; d++) {
                int r = p[0] + dirs[d][0], c = p[1] + dirs[d][1];
                if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c]) continue;
                int w = grid[p[0]][p[1]] == d + 1 ? 0 : 1;
                seen[r][c] = true;
                cost[r][c] = cost[p[0]][p[1]] + w;
                if (w == 0) dq.offerFirst(new int[]{r, c});
                else dq.offerLast(new int[]{r, c});
            }
        }
        return cost[m - 1][n - 1];
    }
}
