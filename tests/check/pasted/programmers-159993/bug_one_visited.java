// one visited array for the whole trip: cells walked on the way to the lever cannot be walked again on the way back to the exit
import java.util.*;

class Solution {
    public int solution(String[] maps) {
        int n = maps.length, m = maps[0].length();
        int sy = 0, sx = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                if (maps[i].charAt(j) == 'S') { sy = i; sx = j; }
        boolean[][] visited = new boolean[n][m];
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{sy, sx, 0, 0});
        visited[sy][sx] = true;
        int[] dy = {1, -1, 0, 0}, dx = {0, 0, 1, -1};
        while (!q.isEmpty()) {
            int[] p = q.poll();
            int y = p[0], x = p[1], lever = p[2], t = p[3];
            if (lever == 1 && maps[y].charAt(x) == 'E') return t;
            for (int d = 0; d < 4; d++) {
                int ny = y + dy[d], nx = x + dx[d];
                if (ny < 0 || nx < 0 || ny >= n || nx >= m || maps[ny].charAt(nx) == 'X') continue;
                if (visited[ny][nx]) continue;
                visited[ny][nx] = true;
                int nl = maps[ny].charAt(nx) == 'L' ? 1 : lever;
                q.offer(new int[]{ny, nx, nl, t + 1});
            }
        }
        return -1;
    }
}
