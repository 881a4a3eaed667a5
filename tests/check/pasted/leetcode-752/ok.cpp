class Solution {
public:
    int openLock(vector<string>& deadends, string target) {
        unordered_set<string> dead(deadends.begin(), deadends.end());
        if (dead.count("0000")) return -1;
        unordered_map<string, int> dist;
        queue<string> q;
        q.push("0000"); dist["0000"] = 0;
        while (!q.empty()) {
            string s = q.front(); q.pop();
            if (s == target) return dist[s];
            for (int i = 0; i < 4; i++) {
                for (int d : {1, 9}) {
                    string t = s;
                    t[i] = char('0' + (t[i] - '0' + d) % 10);
                    if (dead.count(t) || dist.count(t)) continue;
                    dist[t] = dist[s] + 1;
                    q.push(t);
                }
            }
        }
        return -1;
    }
};
