// plain BFS that settles a node at its first arrival (fewest edges), ignoring that a longer path can take less time
class Solution {
public:
    int networkDelayTime(vector<vector<int>>& times, int n, int k) {
        vector<vector<pair<int, int>>> adj(n + 1);
        for (auto& t : times) adj[t[0]].push_back({t[1], t[2]});
        vector<int> dist(n + 1, -1);
        queue<int> q;
        dist[k] = 0;
        q.push(k);
        while (!q.empty()) {
            int u = q.front(); q.pop();
            for (auto [v, w] : adj[u]) {
                if (dist[v] != -1) continue;
                dist[v] = dist[u] + w;
                q.push(v);
            }
        }
        int ans = 0;
        for (int i = 1; i <= n; i++) {
            if (dist[i] == -1) return -1;
            ans = max(ans, dist[i]);
        }
        return ans;
    }
};
