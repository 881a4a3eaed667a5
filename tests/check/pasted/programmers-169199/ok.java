import java.util.*;

class Solution {
    public int solution(String[] board) {
        int n = board.length, m = board[0].length();
        int[][] dist = new int[n][m];
        for (int[] row : dist) Arrays.fill(row, -1);
        Queue<int[]> q = new LinkedList<>();
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                if (board[i].charAt(j) == 'R') { q.offer(new int[]{i, j}); dist[i][j] = 0; }
        int[] dy = {1, -1, 0, 0}, dx = {0, 0, 1, -1};
        while (!q.isEmpty()) {
            int[] p = q.poll();
            if (board[p[0]].charAt(p[1]) == 'G') return dist[p[0]][p[1]];
            for (int d = 0; d < 4; d++) {
                int y = p[0], x = p[1];
                while (y + dy[d] >= 0 && y + dy[d] < n && x + dx[d] >= 0 && x + dx[d] < m
                        && board[y + dy[d]].charAt(x + dx[d]) != 'D') {
                    y += dy[d];
                    x += dx[d];
                }
                if (dist[y][x] != -1) continue;
                dist[y][x] = dist[p[0]][p[1]] + 1;
                q.offer(new int[]{y, x});
            }
        }
        return -1;
    }
}
