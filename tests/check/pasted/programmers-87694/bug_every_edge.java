// marks every rectangle's whole outline as walkable, also the parts that lie inside another rectangle
import java.util.*;

class Solution {
    public int solution(int[][] rectangle, int characterX, int characterY, int itemX, int itemY) {
        boolean[][] line = new boolean[102][102];
        for (int[] r : rectangle) {
            int x1 = r[0] * 2, y1 = r[1] * 2, x2 = r[2] * 2, y2 = r[3] * 2;
            for (int x = x1; x <= x2; x++) { line[x][y1] = true; line[x][y2] = true; }
            for (int y = y1; y <= y2; y++) { line[x1][y] = true; line[x2][y] = true; }
        }
        int[][] dist = new int[102][102];
        for (int[] row : dist) Arrays.fill(row, -1);
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{characterX * 2, characterY * 2});
        dist[characterX * 2][characterY * 2] = 0;
        int[] dx = {1, -1, 0, 0}, dy = {0, 0, 1, -1};
        while (!q.isEmpty()) {
            int[] p = q.poll();
            if (p[0] == itemX * 2 && p[1] == itemY * 2) return dist[p[0]][p[1]] / 2;
            for (int d = 0; d < 4; d++) {
                int x = p[0] + dx[d], y = p[1] + dy[d];
                if (x < 0 || y < 0 || x >= 102 || y >= 102 || !line[x][y] || dist[x][y] != -1) continue;
                dist[x][y] = dist[p[0]][p[1]] + 1;
                q.offer(new int[]{x, y});
            }
        }
        return 0;
    }
}
