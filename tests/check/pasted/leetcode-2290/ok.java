class Solution {
    public int minimumObstacles(int[][] grid) {
        int m = grid.length, n = grid[0].length;
        int[][] dist = new int[m][n];
        for (int[] row : dist) Arrays.fill(row, Integer.MAX_VALUE);
        dist[0][0] = 0;
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] - b[0]);
        pq.offer(new int[]{0, 0, 0});
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!pq.isEmpty()) {
            int[] p = pq.poll();
            if (p[0] > dist[p[1]][p[2]]) continue;
            if (p[1] == m - 1 && p[2] == n - 1) return p[0];
            for (int[] d : dirs) {
                int r = p[1] + d[0], c = p[2] + d[1];
                if (r < 0 || c < 0 || r >= m || c >= n) continue;
                int nd = p[0] + grid[r][c];
                if (nd < dist[r][c]) {
                    dist[r][c] = nd;
                    pq.offer(new int[]{nd, r, c});
                }
            }
        }
        return dist[m - 1][n - 1];
    }
}
