// checks for y only among the new values it makes, so x = y (0 operations) is never found
import java.util.*;

class Solution {
    public int solution(int x, int y, int n) {
        int[] dist = new int[y + 1];
        Arrays.fill(dist, -1);
        Queue<Integer> q = new LinkedList<>();
        q.offer(x);
        dist[x] = 0;
        while (!q.isEmpty()) {
            int v = q.poll();
            long[] next = {(long) v + n, 2L * v, 3L * v};
            for (long w : next) {
                if (w > y || dist[(int) w] != -1) continue;
                dist[(int) w] = dist[v] + 1;
                if (w == y) return dist[(int) w];
                q.offer((int) w);
            }
        }
        return -1;
    }
}
