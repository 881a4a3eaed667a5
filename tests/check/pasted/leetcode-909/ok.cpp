class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size(), last = n * n;
        auto value = [&](int s) {
            int r = (s - 1) / n, c = (s - 1) % n;
            return board[n - 1 - r][r % 2 == 0 ? c : n - 1 - c];
        };
        vector<int> dist(last + 1, -1);
        queue<int> q; q.push(1); dist[1] = 0;
        while (!q.empty()) {
            int s = q.front(); q.pop();
            if (s == last) return dist[s];
            for (int nxt = s + 1; nxt <= min(s + 6, last); nxt++) {
                int dest = value(nxt) == -1 ? nxt : value(nxt);
                if (dist[dest] < 0) { dist[dest] = dist[s] + 1; q.push(dest); }
            }
        }
        return -1;
    }
};
