// Bug: never steps back (i - 1 is left out), as if going left could not help.
#include <bits/stdc++.h>
using namespace std;

int minJumps(const vector<int>& arr) {
    int n = arr.size();
    if (n == 1) return 0;
    unordered_map<int, vector<int>> same;
    for (int i = 0; i < n; ++i) same[arr[i]].push_back(i);
    vector<int> dist(n, -1);
    dist[0] = 0;
    queue<int> q;
    q.push(0);
    while (!q.empty()) {
        int i = q.front();
        q.pop();
        vector<int> nexts = {i + 1};
        auto it = same.find(arr[i]);
        if (it != same.end()) {
            nexts.insert(nexts.end(), it->second.begin(), it->second.end());
            same.erase(it);
        }
        for (int j : nexts) {
            if (j < 0 || j >= n || dist[j] >= 0) continue;
            dist[j] = dist[i] + 1;
            if (j == n - 1) return dist[j];
            q.push(j);
        }
    }
    return -1;
}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<int> arr;
    for (size_t i = s.find('['); i < s.size(); ++i)
        if (isdigit(s[i]) || s[i] == '-') {
            size_t used;
            arr.push_back(stoi(s.substr(i, 12), &used));
            i += used - 1;
        }
    cout << minJumps(arr) << endl;
}
