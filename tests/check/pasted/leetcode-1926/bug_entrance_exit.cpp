// checks for the border when a cell is popped, so an entrance on the border is taken as an exit (answer 0)
class Solution {
public:
    int nearestExit(vector<vector<char>>& maze, vector<int>& entrance) {
        int m = maze.size(), n = maze[0].size();
        queue<pair<int, int>> q;
        q.push({entrance[0], entrance[1]});
        maze[entrance[0]][entrance[1]] = '+';
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        for (int steps = 0; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                auto [r, c] = q.front(); q.pop();
                if (r == 0 || c == 0 || r == m - 1 || c == n - 1) return steps;
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr < 0 || nc < 0 || nr >= m || nc >= n || maze[nr][nc] == '+') continue;
                    maze[nr][nc] = '+';
                    q.push({nr, nc});
                }
            }
        }
        return -1;
    }
};
