class Solution {
    int n;
    int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    Deque<int[]> q = new ArrayDeque<>();

    void mark(int[][] grid, int r, int c) {
        Deque<int[]> st = new ArrayDeque<>();
        st.push(new int[]{r, c});
        grid[r][c] = 2;
        while (!st.isEmpty()) {
            int[] p = st.pop();
            q.offer(p);
            for (int[] d : dirs) {
                int nr = p[0] + d[0], nc = p[1] + d[1];
                if (nr < 0 || nc < 0 || nr >= n || nc >= n || grid[nr][nc] != 1) continue;
                grid[nr][nc] = 2;
                st.push(new int[]{nr, nc});
            }
        }
    }

    public int shortestBridge(int[][] grid) {
        n = grid.length;
        outer:
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                if (grid[i][j] == 1) { mark(grid, i, j); break outer; }
        int flips = 0;
        while (!q.isEmpty()) {
            for (int sz = q.size(); sz > 0; sz--) {
                int[] p = q.poll();
                for (int[] d : dirs) {
                    int r = p[0] + d[0], c = p[1] + d[1];
                    if (r < 0 || c < 0 || r >= n || c >= n || grid[r][c] == 2) continue;
                    if (grid[r][c] == 1) return flips;
                    grid[r][c] = 2;
                    q.offer(new int[]{r, c});
                }
            }
            flips++;
        }
        return -1;
    }
}
