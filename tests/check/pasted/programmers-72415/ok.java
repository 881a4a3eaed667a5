import java.util.*;

class Solution {
    int[][] g = new int[4][4];
    int[] dy = {-1, 1, 0, 0}, dx = {0, 0, -1, 1};

    int presses(int sy, int sx, int ey, int ex) {
        int[][] d = new int[4][4];
        for (int[] row : d) Arrays.fill(row, -1);
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{sy, sx});
        d[sy][sx] = 0;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            int y = p[0], x = p[1];
            if (y == ey && x == ex) return d[y][x];
            for (int k = 0; k < 4; k++) {
                int ay = y + dy[k], ax = x + dx[k];
                if (ay < 0 || ay > 3 || ax < 0 || ax > 3) { ay = y; ax = x; }
                int cy = y, cx = x;
                while (cy + dy[k] >= 0 && cy + dy[k] <= 3 && cx + dx[k] >= 0 && cx + dx[k] <= 3) {
                    cy += dy[k]; cx += dx[k];
                    if (g[cy][cx] != 0) break;
                }
                int[][] next = {{ay, ax}, {cy, cx}};
                for (int[] t : next) {
                    if (d[t[0]][t[1]] < 0) {
                        d[t[0]][t[1]] = d[y][x] + 1;
                        q.add(t);
                    }
                }
            }
        }
        return 1 << 20;
    }

    int best(int y, int x) {
        int result = 1 << 20;
        boolean any = false;
        for (int face = 1; face <= 6; face++) {
            List<int[]> cells = new ArrayList<>();
            for (int i = 0; i < 16; i++) if (g[i / 4][i % 4] == face) cells.add(new int[]{i / 4, i % 4});
            if (cells.size() < 2) continue;
            any = true;
            int[] a = cells.get(0), b = cells.get(1);
            for (int w = 0; w < 2; w++) {
                int[] f = w == 0 ? a : b, s = w == 0 ? b : a;
                int cost = presses(y, x, f[0], f[1]) + 1 + presses(f[0], f[1], s[0], s[1]) + 1;
                g[a[0]][a[1]] = 0; g[b[0]][b[1]] = 0;
                cost += best(s[0], s[1]);
                g[a[0]][a[1]] = face; g[b[0]][b[1]] = face;
                result = Math.min(result, cost);
            }
        }
        return any ? result : 0;
    }

    public int solution(int[][] board, int r, int c) {
        for (int i = 0; i < 4; i++) g[i] = board[i].clone();
        return best(r, c);
    }
}
