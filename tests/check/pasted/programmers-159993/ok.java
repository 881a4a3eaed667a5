import java.util.*;

class Solution {
    public int solution(String[] maps) {
        int n = maps.length, m = maps[0].length();
        int sy = 0, sx = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                if (maps[i].charAt(j) == 'S') { sy = i; sx = j; }
        int[][][] dist = new int[n][m][2];
        for (int[][] a : dist) for (int[] b : a) Arrays.fill(b, -1);
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{sy, sx, 0});
        dist[sy][sx][0] = 0;
        int[] dy = {1, -1, 0, 0}, dx = {0, 0, 1, -1};
        while (!q.isEmpty()) {
            int[] p = q.poll();
            int y = p[0], x = p[1], lever = p[2];
            if (lever == 1 && maps[y].charAt(x) == 'E') return dist[y][x][1];
            for (int d = 0; d < 4; d++) {
                int ny = y + dy[d], nx = x + dx[d];
                if (ny < 0 || nx < 0 || ny >= n || nx >= m || maps[ny].charAt(nx) == 'X') continue;
                int nl = maps[ny].charAt(nx) == 'L' ? 1 : lever;
                if (dist[ny][nx][nl] != -1) continue;
                dist[ny][nx][nl] = dist[y][x][lever] + 1;
                q.offer(new int[]{ny, nx, nl});
            }
        }
        return -1;
    }
}
