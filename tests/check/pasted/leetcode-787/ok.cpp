class Solution {
public:
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        vector<int> cost(n, INT_MAX);
        cost[src] = 0;
        for (int i = 0; i <= k; i++) {
            vector<int> next = cost;
            for (auto& f : flights) {
                if (cost[f[0]] == INT_MAX) continue;
                next[f[1]] = min(next[f[1]], cost[f[0]] + f[2]);
            }
            cost = next;
        }
        return cost[dst] == INT_MAX ? -1 : cost[dst];
    }
};
