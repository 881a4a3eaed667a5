// Bug: the BFS starts from the first rotten orange only (one source, not all of
// them at minute 0), so oranges near another rotten one rot too late or never.
#include <bits/stdc++.h>
using namespace std;

vector<vector<int>> read_grid(const string& s) {
    vector<vector<int>> grid;
    int depth = 0;
    size_t i = s.find('[');
    for (; i < s.size(); ++i) {
        char ch = s[i];
        if (ch == '[') {
            if (++depth == 2) grid.push_back({});
        } else if (ch == ']') {
            if (--depth == 0) break;
        } else if (isdigit(ch) || ch == '-') {
            size_t used;
            int v = stoi(s.substr(i), &used);
            grid.back().push_back(v);
            i += used - 1;
        }
    }
    return grid;
}

int orangesRotting(vector<vector<int>>& g) {
    int m = g.size(), n = g[0].size(), fresh = 0, minutes = 0;
    queue<array<int, 3>> q;
    for (int r = 0; r < m; ++r)
        for (int c = 0; c < n; ++c) {
            if (g[r][c] == 2 && q.empty()) q.push({r, c, 0});
            if (g[r][c] == 1) ++fresh;
        }
    int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c, t] = q.front();
        q.pop();
        minutes = max(minutes, t);
        for (int k = 0; k < 4; ++k) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nc < 0 || nr >= m || nc >= n || g[nr][nc] != 1) continue;
            g[nr][nc] = 2;
            --fresh;
            q.push({nr, nc, t + 1});
        }
    }
    return fresh ? -1 : minutes;
}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    auto grid = read_grid(s);
    cout << orangesRotting(grid) << endl;
}
