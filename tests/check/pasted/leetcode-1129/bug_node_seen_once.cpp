// marks a node visited on its first arrival whatever the colour, so a later arrival by the other colour is dropped
class Solution {
public:
    vector<int> shortestAlternatingPaths(int n, vector<vector<int>>& redEdges, vector<vector<int>>& blueEdges) {
        vector<vector<int>> adj[2];
        adj[0].assign(n, {});
        adj[1].assign(n, {});
        for (auto& e : redEdges) adj[0][e[0]].push_back(e[1]);
        for (auto& e : blueEdges) adj[1][e[0]].push_back(e[1]);
        vector<int> ans(n, -1);
        queue<pair<int, int>> q;
        ans[0] = 0;
        q.push({0, 0});
        q.push({0, 1});
        while (!q.empty()) {
            auto [u, c] = q.front(); q.pop();
            int next = 1 - c;
            for (int v : adj[next][u]) {
                if (ans[v] != -1) continue;
                ans[v] = ans[u] + 1;
                q.push({v, next});
            }
        }
        return ans;
    }
};
