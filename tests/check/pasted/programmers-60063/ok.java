import java.util.*;

class Solution {
    int n;
    int[][] b;

    boolean free(int r, int c) {
        return r >= 0 && c >= 0 && r < n && c < n && b[r][c] == 0;
    }

    public int solution(int[][] board) {
        b = board;
        n = board.length;
        boolean[][][] seen = new boolean[n][n][2];
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{0, 0, 0, 0});  // r, c, vertical, time
        seen[0][0][0] = true;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        while (!q.isEmpty()) {
            int[] p = q.poll();
            int r = p[0], c = p[1], v = p[2], t = p[3];
            int r2 = r + v, c2 = c + 1 - v;
            if ((r == n - 1 && c == n - 1) || (r2 == n - 1 && c2 == n - 1)) return t;
            List<int[]> next = new ArrayList<>();
            for (int d = 0; d < 4; d++)
                if (free(r + dr[d], c + dc[d]) && free(r2 + dr[d], c2 + dc[d]))
                    next.add(new int[]{r + dr[d], c + dc[d], v});
            if (v == 0) {
                if (free(r + 1, c) && free(r + 1, c + 1)) {
                    next.add(new int[]{r, c, 1});
                    next.add(new int[]{r, c + 1, 1});
                }
                if (free(r - 1, c) && free(r - 1, c + 1)) {
                    next.add(new int[]{r - 1, c, 1});
                    next.add(new int[]{r - 1, c + 1, 1});
                }
            } else {
                if (free(r, c + 1) && free(r + 1, c + 1)) {
                    next.add(new int[]{r, c, 0});
                    next.add(new int[]{r + 1, c, 0});
                }
                if (free(r, c - 1) && free(r + 1, c - 1)) {
                    next.add(new int[]{r, c - 1, 0});
                    next.add(new int[]{r + 1, c - 1, 0});
                }
            }
            for (int[] s : next) {
                if (seen[s[0]][s[1]][s[2]]) continue;
                seen[s[0]][s[1]][s[2]] = true;
                q.offer(new int[]{s[0], s[1], s[2], t + 1});
            }
        }
        return -1;
    }
}
