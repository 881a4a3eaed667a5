// moves the blank by +-1 and +-3 in the flattened string without checking row ends, so it wraps from the end of one row to the start of the other
class Solution {
public:
    int slidingPuzzle(vector<vector<int>>& board) {
        string start;
        for (auto& row : board)
            for (int v : row) start += char('0' + v);
        const string goal = "123450";
        unordered_set<string> seen{start};
        queue<string> q;
        q.push(start);
        int delta[] = {1, -1, 3, -3};
        for (int moves = 0; !q.empty(); moves++) {
            for (int sz = q.size(); sz > 0; sz--) {
                string s = q.front(); q.pop();
                if (s == goal) return moves;
                int z = s.find('0');
                for (int d : delta) {
                    int j = z + d;
                    if (j < 0 || j >= 6) continue;
                    string t = s;
                    swap(t[z], t[j]);
                    if (seen.insert(t).second) q.push(t);
                }
            }
        }
        return -1;
    }
};
