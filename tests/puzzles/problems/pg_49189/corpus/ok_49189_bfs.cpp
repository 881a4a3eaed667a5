// A compiled program of a function problem reads the arguments as one JSON object
// on stdin ({"n": 6, "edge": [[3, 6], ...]}) and prints the return value.
#include <bits/stdc++.h>
using namespace std;

int solution(int n, vector<vector<int>> edge) {
    vector<vector<int>> g(n + 1);
    for (auto& e : edge) {
        g[e[0]].push_back(e[1]);
        g[e[1]].push_back(e[0]);
    }
    vector<int> dist(n + 1, -1);
    dist[1] = 0;
    queue<int> q;
    q.push(1);
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        for (int w : g[v])
            if (dist[w] < 0) {
                dist[w] = dist[v] + 1;
                q.push(w);
            }
    }
    int far = *max_element(dist.begin(), dist.end());
    return count(dist.begin(), dist.end(), far);
}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<long long> nums;
    long long cur = 0;
    bool in = false;
    for (char ch : s) {
        if (isdigit(ch)) { cur = cur * 10 + (ch - '0'); in = true; }
        else if (in) { nums.push_back(cur); cur = 0; in = false; }
    }
    if (in) nums.push_back(cur);
    int n = nums[0];
    vector<vector<int>> edge;
    for (size_t i = 1; i + 1 < nums.size(); i += 2) edge.push_back({(int)nums[i], (int)nums[i + 1]});
    cout << solution(n, edge) << endl;
}
