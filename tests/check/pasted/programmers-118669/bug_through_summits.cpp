// keeps walking on from a summit, so a course may pass one summit on its way to another
#include <string>
#include <vector>
#include <queue>
#include <algorithm>

using namespace std;

vector<int> solution(int n, vector<vector<int>> paths, vector<int> gates, vector<int> summits) {
    vector<vector<pair<int, int>>> adj(n + 1);
    for (auto& p : paths) {
        adj[p[0]].push_back({p[1], p[2]});
        adj[p[1]].push_back({p[0], p[2]});
    }
    vector<bool> isGate(n + 1, false);
    for (int g : gates) isGate[g] = true;
    vector<int> inten(n + 1, INT_MAX);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> pq;
    for (int g : gates) { inten[g] = 0; pq.push({0, g}); }
    while (!pq.empty()) {
        auto [w, u] = pq.top(); pq.pop();
        if (w > inten[u]) continue;
        for (auto [v, c] : adj[u]) {
            if (isGate[v]) continue;
            int nw = max(w, c);
            if (nw < inten[v]) { inten[v] = nw; pq.push({nw, v}); }
        }
    }
    sort(summits.begin(), summits.end());
    vector<int> answer = {0, INT_MAX};
    for (int s : summits)
        if (inten[s] < answer[1]) answer = {s, inten[s]};
    return answer;
}
