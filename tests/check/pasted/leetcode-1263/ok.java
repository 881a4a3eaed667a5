class Solution {
    int m, n;
    char[][] g;
    int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    boolean floor(int r, int c) {
        return r >= 0 && c >= 0 && r < m && c < n && g[r][c] != '#';
    }

    // can the player walk from (sr, sc) to (er, ec) without passing through the box at (br, bc)?
    boolean canWalk(int sr, int sc, int er, int ec, int br, int bc) {
        boolean[][] seen = new boolean[m][n];
        Deque<int[]> q = new ArrayDeque<>();
        q.offer(new int[]{sr, sc});
        seen[sr][sc] = true;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            if (p[0] == er && p[1] == ec) return true;
            for (int[] d : dirs) {
                int r = p[0] + d[0], c = p[1] + d[1];
                if (!floor(r, c) || seen[r][c] || (r == br && c == bc)) continue;
                seen[r][c] = true;
                q.offer(new int[]{r, c});
            }
        }
        return false;
    }

    public int minPushBox(char[][] grid) {
        g = grid; m = grid.length; n = grid[0].length;
        int br = 0, bc = 0, pr = 0, pc = 0;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                if (grid[i][j] == 'B') { br = i; bc = j; }
                if (grid[i][j] == 'S') { pr = i; pc = j; }
            }
        boolean[][][][] seen = new boolean[m][n][m][n];
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{br, bc, pr, pc});
        seen[br][bc][pr][pc] = true;
        int pushes = 0;
        while (!q.isEmpty()) {
            for (int sz = q.size(); sz > 0; sz--) {
                int[] s = q.poll();
                if (g[s[0]][s[1]] == 'T') return pushes;
                for (int[] d : dirs) {
                    int nr = s[0] + d[0], nc = s[1] + d[1];      // where the box goes
                    int hr = s[0] - d[0], hc = s[1] - d[1];      // where the player must stand
                    if (!floor(nr, nc) || !floor(hr, hc) || seen[nr][nc][s[0]][s[1]]) continue;
                    if (!canWalk(s[2], s[3], hr, hc, s[0], s[1])) continue;
                    seen[nr][nc][s[0]][s[1]] = true;
                    q.offer(new int[]{nr, nc, s[0], s[1]});
                }
            }
            pushes++;
        }
        return -1;
    }
}
