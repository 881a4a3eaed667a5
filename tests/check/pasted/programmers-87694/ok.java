import java.util.*;

class Solution {
    public int solution(int[][] rectangle, int characterX, int characterY, int itemX, int itemY) {
        boolean[][] filled = new boolean[102][102];
        for (int[] r : rectangle)
            for (int x = r[0] * 2; x <= r[2] * 2; x++)
                for (int y = r[1] * 2; y <= r[3] * 2; y++) filled[x][y] = true;
        for (int[] r : rectangle)
            for (int x = r[0] * 2 + 1; x < r[2] * 2; x++)
                for (int y = r[1] * 2 + 1; y < r[3] * 2; y++) filled[x][y] = false;  // interiors off
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
                if (x < 0 || y < 0 || x >= 102 || y >= 102 || !filled[x][y] || dist[x][y] != -1) continue;
                dist[x][y] = dist[p[0]][p[1]] + 1;
                q.offer(new int[]{x, y});
            }
        }
        return 0;
    }
}
