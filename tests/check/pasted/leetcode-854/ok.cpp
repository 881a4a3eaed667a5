class Solution {
public:
    int kSimilarity(string s1, string s2) {
        int n = s1.size();
        queue<string> q;
        unordered_set<string> seen{s1};
        q.push(s1);
        for (int steps = 0; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                string s = q.front(); q.pop();
                if (s == s2) return steps;
                int i = 0;
                while (s[i] == s2[i]) i++;
                for (int j = i + 1; j < n; j++) {
                    if (s[j] != s2[i] || s[j] == s2[j]) continue;
                    swap(s[i], s[j]);
                    if (!seen.count(s)) { seen.insert(s); q.push(s); }
                    swap(s[i], s[j]);
                }
            }
        }
        return -1;
    }
};
