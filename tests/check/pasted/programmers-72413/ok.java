import java.util.*;

class Solution {
    List<List<int[]>> adj = new ArrayList<>();
    int n;

    long[] dijkstra(int src) {
        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE / 4);
        dist[src] = 0;
        PriorityQueue<long[]> pq = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        pq.offer(new long[]{0, src});
        while (!pq.isEmpty()) {
            long[] p = pq.poll();
            int u = (int) p[1];
            if (p[0] > dist[u]) continue;
            for (int[] e : adj.get(u)) {
                if (dist[u] + e[1] < dist[e[0]]) {
                    dist[e[0]] = dist[u] + e[1];
                    pq.offer(new long[]{dist[e[0]], e[0]});
                }
            }
        }
        return dist;
    }

    public int solution(int n, int s, int a, int b, int[][] fares) {
        this.n = n;
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        for (int[] f : fares) {
            adj.get(f[0]).add(new int[]{f[1], f[2]});
            adj.get(f[1]).add(new int[]{f[0], f[2]});
        }
        long[] fromS = dijkstra(s), fromA = dijkstra(a), fromB = dijkstra(b);
        long answer = Long.MAX_VALUE;
        for (int k = 1; k <= n; k++) answer = Math.min(answer, fromS[k] + fromA[k] + fromB[k]);
        return (int) answer;
    }
}
