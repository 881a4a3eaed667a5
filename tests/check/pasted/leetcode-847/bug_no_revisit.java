// a DFS that never steps onto a visited node again, as if the walk had to be a simple path; with no Hamiltonian path it finds no walk at all
class Solution {
    int best;

    void dfs(int[][] graph, int u, int mask, int len, int all) {
        if (mask == all) { best = Math.min(best, len); return; }
        for (int v : graph[u]) {
            if ((mask >> v & 1) != 0) continue;
            dfs(graph, v, mask | 1 << v, len + 1, all);
        }
    }

    public int shortestPathLength(int[][] graph) {
        int n = graph.length;
        best = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++) dfs(graph, i, 1 << i, 0, (1 << n) - 1);
        return best == Integer.MAX_VALUE ? -1 : best;
    }
}
