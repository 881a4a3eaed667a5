// on a tie of intensity keeps the summit that comes first in the given list, not the lowest-numbered one (summits are not sorted)
import java.util.*;

class Solution {
    public int[] solution(int n, int[][] paths, int[] gates, int[] summits) {
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        for (int[] p : paths) {
            adj.get(p[0]).add(new int[]{p[1], p[2]});
            adj.get(p[1]).add(new int[]{p[0], p[2]});
        }
        boolean[] isGate = new boolean[n + 1], isSummit = new boolean[n + 1];
        for (int g : gates) isGate[g] = true;
        for (int s : summits) isSummit[s] = true;
        int[] inten = new int[n + 1];
        Arrays.fill(inten, Integer.MAX_VALUE);
        PriorityQueue<int[]> pq = new PriorityQueue<>((x, y) -> Integer.compare(x[0], y[0]));
        for (int g : gates) { inten[g] = 0; pq.offer(new int[]{0, g}); }
        while (!pq.isEmpty()) {
            int[] p = pq.poll();
            int w = p[0], u = p[1];
            if (w > inten[u] || isSummit[u]) continue;
            for (int[] e : adj.get(u)) {
                if (isGate[e[0]]) continue;
                int nw = Math.max(w, e[1]);
                if (nw < inten[e[0]]) { inten[e[0]] = nw; pq.offer(new int[]{nw, e[0]}); }
            }
        }
        int[] answer = {0, Integer.MAX_VALUE};
        for (int s : summits)
            if (inten[s] < answer[1]) { answer[0] = s; answer[1] = inten[s]; }
        return answer;
    }
}
