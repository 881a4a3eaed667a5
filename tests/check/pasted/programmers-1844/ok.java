import java.util.*;

class Solution {
    public int solution(int[][] maps) {
        int n = maps.length, m = maps[0].length;
        int[][] dist = new int[n][m];
        int[] dy = {1, -1, 0, 0}, dx = {0, 0, 1, -1};
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{0, 0});
        dist[0][0] = 1;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            for (int d = 0; d < 4; d++) {
                int y = p[0] + dy[d], x = p[1] + dx[d];
                if (y < 0 || x < 0 || y >= n || x >= m) continue;
                if (maps[y][x] == 0 || dist[y][x] != 0) continue;
                dist[y][x] = dist[p[0]][p[1]] + 1;
                q.offer(new int[]{y, x});
            }
        }
        return dist[n - 1][m - 1] == 0 ? -1 : dist[n - 1][m - 1];
    }
}
