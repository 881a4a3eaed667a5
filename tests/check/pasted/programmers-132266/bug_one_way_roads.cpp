// stores each road one way only (a -> b) and floods from the destination along them, but roads go both ways
#include <string>
#include <vector>
#include <queue>

using namespace std;

vector<int> solution(int n, vector<vector<int>> roads, vector<int> sources, int destination) {
    vector<vector<int>> adj(n + 1);
    for (auto& r : roads) adj[r[0]].push_back(r[1]);
    vector<int> dist(n + 1, -1);
    queue<int> q;
    q.push(destination);
    dist[destination] = 0;
    while (!q.empty()) {
        int u = q.front(); q.pop();
        for (int v : adj[u])
            if (dist[v] == -1) {
                dist[v] = dist[u] + 1;
                q.push(v);
            }
    }
    vector<int> answer;
    for (int s : sources) answer.push_back(dist[s]);
    return answer;
}
