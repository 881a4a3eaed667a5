// BUG: walks through a lock without its key
class Solution {
    public int shortestPathAllKeys(String[] grid) {
        int m = grid.length, n = grid[0].length(), keys = 0, sr = 0, sc = 0;
        for (int r = 0; r < m; r++) for (int c = 0; c < n; c++) {
            char ch = grid[r].charAt(c);
            if (ch == '@') { sr = r; sc = c; }
            if (ch >= 'a' && ch <= 'f') keys |= 1 << (ch - 'a');
        }
        boolean[][][] seen = new boolean[m][n][64];
        Deque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{sr, sc, 0, 0}); seen[sr][sc][0] = true;
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        while (!q.isEmpty()) {
            int[] p = q.poll();
            if (p[2] == keys) return p[3];
            for (int k = 0; k < 4; k++) {
                int r = p[0] + dr[k], c = p[1] + dc[k], mask = p[2];
                if (r < 0 || c < 0 || r >= m || c >= n) continue;
                char ch = grid[r].charAt(c);
                if (ch == '#') continue;
                if (ch >= 'a' && ch <= 'f') mask |= 1 << (ch - 'a');
                if (seen[r][c][mask]) continue;
                seen[r][c][mask] = true;
                q.add(new int[]{r, c, mask, p[3] + 1});
            }
        }
        return -1;
    }
}
