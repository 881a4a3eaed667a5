class Solution {
    public int nearestExit(char[][] maze, int[] entrance) {
        int m = maze.length, n = maze[0].length;
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{entrance[0], entrance[1], 0});
        boolean[][] seen = new boolean[m][n];
        seen[entrance[0]][entrance[1]] = true;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!q.isEmpty()) {
            int[] p = q.poll();
            for (int[] d : dirs) {
                int r = p[0] + d[0], c = p[1] + d[1];
                if (r < 0 || c < 0 || r >= m || c >= n || maze[r][c] == '+' || seen[r][c]) continue;
                if (r == 0 || c == 0 || r == m - 1 || c == n - 1) return p[2] + 1;
                seen[r][c] = true;
                q.offer(new int[]{r, c, p[2] + 1});
            }
        }
        return -1;
    }
}
