class Solution {
public:
    int minJumps(vector<int>& arr) {
        int n = arr.size();
        if (n == 1) return 0;
        unordered_map<int, vector<int>> same;
        for (int i = 0; i < n; i++) same[arr[i]].push_back(i);
        vector<bool> seen(n, false);
        queue<int> q;
        q.push(0);
        seen[0] = true;
        for (int steps = 1; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                int i = q.front(); q.pop();
                vector<int>& next = same[arr[i]];
                next.push_back(i - 1);
                next.push_back(i + 1);
                for (int j : next) {
                    if (j < 0 || j >= n || seen[j]) continue;
                    if (j == n - 1) return steps;
                    seen[j] = true;
                    q.push(j);
                }
                next.clear();  // each value's indices are jumped to once
            }
        }
        return -1;
    }
};
