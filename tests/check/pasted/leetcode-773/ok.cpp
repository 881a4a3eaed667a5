class Solution {
public:
    int slidingPuzzle(vector<vector<int>>& board) {
        string start;
        for (auto& row : board)
            for (int v : row) start += char('0' + v);
        const string goal = "123450";
        vector<vector<int>> near = {{1, 3}, {0, 2, 4}, {1, 5}, {0, 4}, {1, 3, 5}, {2, 4}};
        unordered_set<string> seen{start};
        queue<string> q;
        q.push(start);
        for (int moves = 0; !q.empty(); moves++) {
            for (int sz = q.size(); sz > 0; sz--) {
                string s = q.front(); q.pop();
                if (s == goal) return moves;
                int z = s.find('0');
                for (int j : near[z]) {
                    string t = s;
                    swap(t[z], t[j]);
                    if (seen.insert(t).second) q.push(t);
                }
            }
        }
        return -1;
    }
};
