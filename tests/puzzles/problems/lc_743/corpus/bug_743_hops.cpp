// Bug: a plain BFS that counts edges, as if every travel time were 1.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    auto value_after = [&](const string& key) {
        size_t at = s.find("\"" + key + "\"");
        at = s.find(':', at);
        return stoi(s.substr(s.find_first_of("-0123456789", at)));
    };
    size_t open = s.find('[', s.find("\"times\"")), depth = 0, end = open;
    for (; end < s.size(); ++end) {
        if (s[end] == '[') ++depth;
        if (s[end] == ']' && --depth == 0) break;
    }
    vector<int> nums;
    for (size_t i = open; i < end; ++i)
        if (isdigit(s[i])) {
            size_t used;
            nums.push_back(stoi(s.substr(i, 8), &used));
            i += used - 1;
        }
    int n = value_after("n"), k = value_after("k");
    vector<vector<int>> g(n + 1);
    for (size_t i = 0; i + 2 < nums.size(); i += 3) g[nums[i]].push_back(nums[i + 1]);
    vector<int> dist(n + 1, -1);
    queue<int> q;
    dist[k] = 0;
    q.push(k);
    while (!q.empty()) {
        int u = q.front();
        q.pop();
        for (int v : g[u])
            if (dist[v] < 0) {
                dist[v] = dist[u] + 1;
                q.push(v);
            }
    }
    int worst = 0;
    for (int v = 1; v <= n; ++v) {
        if (dist[v] < 0) { worst = -1; break; }
        worst = max(worst, dist[v]);
    }
    cout << worst << endl;
}
