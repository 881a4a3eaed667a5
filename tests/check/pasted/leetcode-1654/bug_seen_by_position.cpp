// marks a position visited whichever way it was reached, so arriving backward blocks a later forward arrival that could still jump back
class Solution {
public:
    int minimumJumps(vector<int>& forbidden, int a, int b, int x) {
        int limit = 6000;
        vector<bool> seen(limit + 1, false);
        for (int f : forbidden) seen[f] = true;
        queue<pair<int, int>> q;
        q.push({0, 0});
        seen[0] = true;
        for (int steps = 0; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                auto [pos, back] = q.front(); q.pop();
                if (pos == x) return steps;
                int fwd = pos + a;
                if (fwd <= limit && !seen[fwd]) { seen[fwd] = true; q.push({fwd, 0}); }
                int bwd = pos - b;
                if (!back && bwd >= 0 && !seen[bwd]) { seen[bwd] = true; q.push({bwd, 1}); }
            }
        }
        return -1;
    }
};
