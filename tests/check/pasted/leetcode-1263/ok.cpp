class Solution {
public:
    int minPushBox(vector<vector<char>>& grid) {
        int m = grid.size(), n = grid[0].size();
        int br = 0, bc = 0, pr = 0, pc = 0, tr = 0, tc = 0;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                if (grid[i][j] == 'B') { br = i; bc = j; }
                if (grid[i][j] == 'S') { pr = i; pc = j; }
                if (grid[i][j] == 'T') { tr = i; tc = j; }
            }
        auto floor = [&](int r, int c) { return r >= 0 && c >= 0 && r < m && c < n && grid[r][c] != '#'; };
        vector<int> dist(m * n * m * n, INT_MAX);
        auto id = [&](int a, int b, int c, int d) { return ((a * n + b) * m + c) * n + d; };
        deque<array<int, 4>> dq;
        dist[id(br, bc, pr, pc)] = 0;
        dq.push_back({br, bc, pr, pc});
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        while (!dq.empty()) {
            auto [a, b, c, d] = dq.front(); dq.pop_front();
            int cur = dist[id(a, b, c, d)];
            if (a == tr && b == tc) return cur;
            for (int k = 0; k < 4; k++) {
                int nc = c + dr[k], nd = d + dc[k];
                if (!floor(nc, nd)) continue;
                if (nc == a && nd == b) {  // push
                    int na = a + dr[k], nb = b + dc[k];
                    if (!floor(na, nb)) continue;
                    int s = id(na, nb, nc, nd);
                    if (cur + 1 < dist[s]) { dist[s] = cur + 1; dq.push_back({na, nb, nc, nd}); }
                } else {  // walk
                    int s = id(a, b, nc, nd);
                    if (cur < dist[s]) { dist[s] = cur; dq.push_front({a, b, nc, nd}); }
                }
            }
        }
        return -1;
    }
};
