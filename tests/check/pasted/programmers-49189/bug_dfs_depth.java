// measures each node's distance by DFS depth (the first path that reaches it), not by the shortest path
import java.util.*;

class Solution {
    List<List<Integer>> adj = new ArrayList<>();
    int[] depth;

    public int solution(int n, int[][] edge) {
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        for (int[] e : edge) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        depth = new int[n + 1];
        Arrays.fill(depth, -1);
        Deque<int[]> st = new ArrayDeque<>();
        st.push(new int[]{1, 0});
        while (!st.isEmpty()) {
            int[] p = st.pop();
            if (depth[p[0]] != -1) continue;
            depth[p[0]] = p[1];
            for (int v : adj.get(p[0]))
                if (depth[v] == -1) st.push(new int[]{v, p[1] + 1});
        }
        int far = 0, count = 0;
        for (int i = 1; i <= n; i++) {
            if (depth[i] > far) { far = depth[i]; count = 0; }
            if (depth[i] == far) count++;
        }
        return count;
    }
}
