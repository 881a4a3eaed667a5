import java.util.*;

class Solution {
    public int solution(int[][] board) {
        int n = board.length;
        int[][][] cost = new int[n][n][4];
        for (int[][] a : cost) for (int[] b : a) Arrays.fill(b, Integer.MAX_VALUE);
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] - b[0]);
        for (int d = 0; d < 4; d++) { cost[0][0][d] = 0; pq.add(new int[]{0, 0, 0, d}); }
        while (!pq.isEmpty()) {
            int[] p = pq.poll();
            int w = p[0], r = p[1], c = p[2], d = p[3];
            if (w > cost[r][c][d]) continue;
            for (int e = 0; e < 4; e++) {
                int nr = r + dr[e], nc = c + dc[e];
                if (nr < 0 || nc < 0 || nr >= n || nc >= n || board[nr][nc] == 1) continue;
                int nw = w + 100 + (e == d || (r == 0 && c == 0) ? 0 : 500);
                if (nw < cost[nr][nc][e]) { cost[nr][nc][e] = nw; pq.add(new int[]{nw, nr, nc, e}); }
            }
        }
        int answer = Integer.MAX_VALUE;
        for (int d = 0; d < 4; d++) answer = Math.min(answer, cost[n - 1][n - 1][d]);
        return answer;
    }
}
