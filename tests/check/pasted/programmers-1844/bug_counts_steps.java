// counts the steps taken, not the cells passed: the start cell is not counted
import java.util.*;

class Solution {
    public int solution(int[][] maps) {
        int n = maps.length, m = maps[0].length;
        int[][] dist = new int[n][m];
        for (int[] row : dist) Arrays.fill(row, -1);
        int[] dy = {1, -1, 0, 0}, dx = {0, 0, 1, -1};
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{0, 0});
        dist[0][0] = 0;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            for (int d = 0; d < 4; d++) {
                int y = p[0] + dy[d], x = p[1] + dx[d];
                if (y < 0 || x < 0 || y >= n || x >= m) continue;
                if (maps[y][x] == 0 || dist[y][x] != -1) continue;
                dist[y][x] = dist[p[0]][p[1]] + 1;
                q.offer(new int[]{y, x});
            }
        }
        return dist[n - 1][m - 1];
    }
}
