class Solution {
    public int shortestPath(int[][] grid, int k) {
        int m = grid.length, n = grid[0].length;
        if (k >= m + n - 2) return m + n - 2;
        int[][] best = new int[m][n];  // most removals left on arrival
        for (int[] row : best) Arrays.fill(row, -1);
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{0, 0, k});
        best[0][0] = k;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int steps = 0;
        while (!q.isEmpty()) {
            for (int sz = q.size(); sz > 0; sz--) {
                int[] p = q.poll();
                if (p[0] == m - 1 && p[1] == n - 1) return steps;
                for (int[] d : dirs) {
                    int r = p[0] + d[0], c = p[1] + d[1];
                    if (r < 0 || c < 0 || r >= m || c >= n) continue;
                    int left = p[2] - grid[r][c];
                    if (left < 0 || left <= best[r][c]) continue;
                    best[r][c] = left;
                    q.offer(new int[]{r, c, left});
                }
            }
            steps++;
        }
        return -1;
    }
}
