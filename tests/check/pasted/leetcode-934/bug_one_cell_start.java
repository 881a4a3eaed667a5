// starts from one land cell instead of the whole first island, with a plain FIFO queue though land steps cost 0 and water steps 1: cells are settled at the wrong cost
class Solution {
    public int shortestBridge(int[][] grid) {
        int n = grid.length;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int sr = -1, sc = -1;
        for (int i = 0; i < n && sr < 0; i++)
            for (int j = 0; j < n; j++)
                if (grid[i][j] == 1) { sr = i; sc = j; break; }
        int[][] dist = new int[n][n];
        for (int[] row : dist) Arrays.fill(row, -1);
        Deque<int[]> q = new ArrayDeque<>();
        q.offer(new int[]{sr, sc});
        dist[sr][sc] = 0;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            for (int[] d : dirs) {
                int r = p[0] + d[0], c = p[1] + d[1];
                if (r < 0 || c < 0 || r >= n || c >= n || dist[r][c] != -1) continue;
                if (grid[r][c] == 1 && grid[p[0]][p[1]] == 0) return dist[p[0]][p[1]];
                dist[r][c] = dist[p[0]][p[1]] + (grid[r][c] == 0 ? 1 : 0);
                q.offer(new int[]{r, c});
            }
        }
        return -1;
    }
}
