class Solution {
    public int[] shortestAlternatingPaths(int n, int[][] redEdges, int[][] blueEdges) {
        List<List<Integer>>[] adj = new List[2];
        for (int c = 0; c < 2; c++) {
            adj[c] = new ArrayList<>();
            for (int i = 0; i < n; i++) adj[c].add(new ArrayList<>());
        }
        for (int[] e : redEdges) adj[0].get(e[0]).add(e[1]);
        for (int[] e : blueEdges) adj[1].get(e[0]).add(e[1]);
        int[] ans = new int[n];
        Arrays.fill(ans, -1);
        boolean[][] seen = new boolean[n][2];
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{0, 0, 0});
        q.offer(new int[]{0, 1, 0});
        seen[0][0] = seen[0][1] = true;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            int u = p[0], c = p[1], d = p[2];
            if (ans[u] == -1) ans[u] = d;
            int next = 1 - c;
            for (int v : adj[next].get(u)) {
                if (seen[v][next]) continue;
                seen[v][next] = true;
                q.offer(new int[]{v, next, d + 1});
            }
        }
        return ans;
    }
}
