// The arguments come as one JSON object on stdin
// ({"times": [[2,1,1],[2,3,1]], "n": 4, "k": 2}); the return value is printed as JSON.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    // times: the integers inside the brackets after "times"; n and k: after their keys
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
    vector<vector<pair<int, int>>> g(n + 1);
    for (size_t i = 0; i + 2 < nums.size(); i += 3) g[nums[i]].push_back({nums[i + 1], nums[i + 2]});
    vector<long long> dist(n + 1, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[k] = 0;
    pq.push({0, k});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : g[u])
            if (d + w < dist[v]) {
                dist[v] = d + w;
                pq.push({dist[v], v});
            }
    }
    long long worst = 0;
    for (int v = 1; v <= n; ++v) worst = max(worst, dist[v]);
    cout << (worst == LLONG_MAX ? -1 : worst) << endl;
}
