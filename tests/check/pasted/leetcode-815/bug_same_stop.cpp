// BUG: source == target is not answered 0
class Solution {
public:
    int numBusesToDestination(vector<vector<int>>& routes, int source, int target) {
        unordered_map<int, vector<int>> at;
        for (int b = 0; b < (int)routes.size(); b++)
            for (int s : routes[b]) at[s].push_back(b);
        vector<bool> used(routes.size());
        unordered_set<int> seen{source};
        queue<pair<int, int>> q;
        q.push({source, 0});
        while (!q.empty()) {
            auto [s, d] = q.front(); q.pop();
            for (int b : at[s]) {
                if (used[b]) continue;
                used[b] = true;
                for (int t : routes[b]) {
                    if (t == target) return d + 1;
                    if (seen.insert(t).second) q.push({t, d + 1});
                }
            }
        }
        return -1;
    }
};
