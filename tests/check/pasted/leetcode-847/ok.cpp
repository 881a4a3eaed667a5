class Solution {
public:
    int shortestPathLength(vector<vector<int>>& graph) {
        int n = graph.size(), all = (1 << n) - 1;
        vector<vector<bool>> seen(n, vector<bool>(1 << n, false));
        queue<pair<int, int>> q;
        for (int i = 0; i < n; i++) {
            q.push({i, 1 << i});
            seen[i][1 << i] = true;
        }
        for (int steps = 0; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                auto [u, mask] = q.front(); q.pop();
                if (mask == all) return steps;
                for (int v : graph[u]) {
                    int nm = mask | (1 << v);
                    if (seen[v][nm]) continue;
                    seen[v][nm] = true;
                    q.push({v, nm});
                }
            }
        }
        return -1;
    }
};
