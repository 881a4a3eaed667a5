class Solution {
public:
    vector<int> shortestAlternatingPaths(int n, vector<vector<int>>& redEdges, vector<vector<int>>& blueEdges) {
        vector<vector<int>> adj[2];
        adj[0].assign(n, {});
        adj[1].assign(n, {});
        for (auto& e : redEdges) adj[0][e[0]].push_back(e[1]);
        for (auto& e : blueEdges) adj[1][e[0]].push_back(e[1]);
        vector<vector<int>> dist(n, vector<int>(2, -1));
        queue<pair<int, int>> q;  // node, colour of the edge that arrived
        dist[0][0] = dist[0][1] = 0;
        q.push({0, 0});
        q.push({0, 1});
        while (!q.empty()) {
            auto [u, c] = q.front(); q.pop();
            int next = 1 - c;
            for (int v : adj[next][u]) {
                if (dist[v][next] != -1) continue;
                dist[v][next] = dist[u][c] + 1;
                q.push({v, next});
            }
        }
        vector<int> ans(n);
        for (int i = 0; i < n; i++) {
            int a = dist[i][0], b = dist[i][1];
            ans[i] = a == -1 ? b : (b == -1 ? a : min(a, b));
        }
        return ans;
    }
};
