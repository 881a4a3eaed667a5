class Solution {
    public int shortestPathBinaryMatrix(int[][] grid) {
        int n = grid.length;
        if (grid[0][0] == 1 || grid[n-1][n-1] == 1) return -1;
        int[][] d = new int[n][n];
        for (int[] row : d) Arrays.fill(row, -1);
        Deque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{0, 0}); d[0][0] = 1;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            int r = p[0], c = p[1];
            if (r == n-1 && c == n-1) return d[r][c];
            for (int dr = -1; dr <= 1; dr++) for (int dc = -1; dc <= 1; dc++) {
                int nr = r + dr, nc = c + dc;
                if (nr < 0 || nc < 0 || nr >= n || nc >= n || grid[nr][nc] == 1 || d[nr][nc] >= 0) continue;
                d[nr][nc] = d[r][c] + 1; q.add(new int[]{nr, nc});
            }
        }
        return -1;
    }
}
