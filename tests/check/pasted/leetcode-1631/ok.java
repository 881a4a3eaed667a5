class Solution {
    int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    boolean reach(int[][] h, int limit) {
        int m = h.length, n = h[0].length;
        boolean[][] seen = new boolean[m][n];
        Deque<int[]> q = new ArrayDeque<>();
        q.offer(new int[]{0, 0});
        seen[0][0] = true;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            if (p[0] == m - 1 && p[1] == n - 1) return true;
            for (int[] d : dirs) {
                int r = p[0] + d[0], c = p[1] + d[1];
                if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c]) continue;
                if (Math.abs(h[r][c] - h[p[0]][p[1]]) > limit) continue;
                seen[r][c] = true;
                q.offer(new int[]{r, c});
            }
        }
        return false;
    }

    public int minimumEffortPath(int[][] heights) {
        int lo = 0, hi = 1000000;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (reach(heights, mid)) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
}
