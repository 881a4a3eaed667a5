// a rotation checks only the cell the head swings onto, not the whole 2 x 2 square (the corner it sweeps past)
class Solution {
public:
    int minimumMoves(vector<vector<int>>& grid) {
        int n = grid.size();
        auto empty = [&](int r, int c) { return r < n && c < n && grid[r][c] == 0; };
        vector<vector<array<bool, 2>>> seen(n, vector<array<bool, 2>>(n, {false, false}));
        queue<array<int, 3>> q;
        q.push({0, 0, 0});
        seen[0][0][0] = true;
        for (int moves = 0; !q.empty(); moves++) {
            for (int sz = q.size(); sz > 0; sz--) {
                auto [r, c, v] = q.front(); q.pop();
                if (r == n - 1 && c == n - 2 && v == 0) return moves;
                vector<array<int, 3>> next;
                if (v == 0) {
                    if (empty(r, c + 2)) next.push_back({r, c + 1, 0});
                    if (empty(r + 1, c) && empty(r + 1, c + 1)) next.push_back({r + 1, c, 0});
                    if (empty(r + 1, c)) next.push_back({r, c, 1});
                } else {
                    if (empty(r + 2, c)) next.push_back({r + 1, c, 1});
                    if (empty(r, c + 1) && empty(r + 1, c + 1)) next.push_back({r, c + 1, 1});
                    if (empty(r, c + 1)) next.push_back({r, c, 0});
                }
                for (auto& s : next)
                    if (!seen[s[0]][s[1]][s[2]]) {
                        seen[s[0]][s[1]][s[2]] = true;
                        q.push(s);
                    }
            }
        }
        return -1;
    }
};
