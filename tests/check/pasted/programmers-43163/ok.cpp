#include <string>
#include <vector>
#include <queue>

using namespace std;

bool oneApart(const string& a, const string& b) {
    int diff = 0;
    for (int i = 0; i < (int)a.size(); i++)
        if (a[i] != b[i]) diff++;
    return diff == 1;
}

int solution(string begin, string target, vector<string> words) {
    vector<int> dist(words.size(), -1);
    queue<int> q;
    for (int i = 0; i < (int)words.size(); i++)
        if (oneApart(begin, words[i])) { dist[i] = 1; q.push(i); }
    while (!q.empty()) {
        int u = q.front(); q.pop();
        if (words[u] == target) return dist[u];
        for (int v = 0; v < (int)words.size(); v++)
            if (dist[v] == -1 && oneApart(words[u], words[v])) {
                dist[v] = dist[u] + 1;
                q.push(v);
            }
    }
    return 0;
}
