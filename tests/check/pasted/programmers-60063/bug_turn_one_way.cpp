// turns only about the top or left cell of the robot, never about its bottom or right cell
#include <string>
#include <vector>
#include <queue>
#include <array>

using namespace std;

int N;
vector<vector<int>> B;

bool empty(int r, int c) { return r >= 0 && c >= 0 && r < N && c < N && B[r][c] == 0; }

int solution(vector<vector<int>> board) {
    B = board;
    N = board.size();
    vector<vector<array<int, 2>>> dist(N, vector<array<int, 2>>(N, {-1, -1}));
    queue<array<int, 3>> q;
    q.push({0, 0, 0});
    dist[0][0][0] = 0;
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c, v] = q.front(); q.pop();
        int r2 = r + v, c2 = c + 1 - v;
        int t = dist[r][c][v];
        if ((r == N - 1 && c == N - 1) || (r2 == N - 1 && c2 == N - 1)) return t;
        vector<array<int, 3>> next;
        for (int d = 0; d < 4; d++)
            if (empty(r + dr[d], c + dc[d]) && empty(r2 + dr[d], c2 + dc[d]))
                next.push_back({r + dr[d], c + dc[d], v});
        if (v == 0) {
            for (int side : {1, -1})
                if (empty(r + side, c) && empty(r + side, c + 1))
                    next.push_back({side == 1 ? r : r - 1, c, 1});
        } else {
            for (int side : {1, -1})
                if (empty(r, c + side) && empty(r + 1, c + side))
                    next.push_back({r, side == 1 ? c : c - 1, 0});
        }
        for (auto& s : next)
            if (dist[s[0]][s[1]][s[2]] == -1) {
                dist[s[0]][s[1]][s[2]] = t + 1;
                q.push(s);
            }
    }
    return -1;
}
