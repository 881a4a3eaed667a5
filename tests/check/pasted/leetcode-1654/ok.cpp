class Solution {
public:
    int minimumJumps(vector<int>& forbidden, int a, int b, int x) {
        int limit = 6000;
        vector<vector<bool>> seen(limit + 1, vector<bool>(2, false));
        for (int f : forbidden) seen[f][0] = seen[f][1] = true;
        queue<pair<int, int>> q;  // position, last jump was backward
        q.push({0, 0});
        seen[0][0] = true;
        for (int steps = 0; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                auto [pos, back] = q.front(); q.pop();
                if (pos == x) return steps;
                int fwd = pos + a;
                if (fwd <= limit && !seen[fwd][0]) { seen[fwd][0] = true; q.push({fwd, 0}); }
                int bwd = pos - b;
                if (!back && bwd >= 0 && !seen[bwd][1]) { seen[bwd][1] = true; q.push({bwd, 1}); }
            }
        }
        return -1;
    }
};
