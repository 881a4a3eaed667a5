// BUG: square 1 is taken to be at the top left (the board is read top row first)
// LeetCode 909 as a program: the arguments {"board": [[...]]} on stdin, the answer out.
#include <bits/stdc++.h>
using namespace std;
int main() {
    string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<int> v;
    for (size_t i = 0; i < text.size();) {
        if (text[i] == '-' || isdigit((unsigned char)text[i])) {
            size_t j = i + 1; while (j < text.size() && isdigit((unsigned char)text[j])) j++;
            v.push_back(stoi(text.substr(i, j - i))); i = j;
        } else i++;
    }
    int n = (int)lround(sqrt((double)v.size()));
    auto value = [&](int s) {
        int r = (s - 1) / n, c = (s - 1) % n;
        int row = r;
        int col = (r % 2 == 0) ? c : n - 1 - c;  // COL
        return v[row * n + col];
    };
    int last = n * n;
    vector<int> dist(last + 1, -1);
    deque<int> q{1}; dist[1] = 0;
    while (!q.empty()) {
        int s = q.front(); q.pop_front();
        if (s == last) { printf("%d\n", dist[s]); return 0; }
        for (int nxt = s + 1; nxt <= min(s + 6, last); nxt++) {
            int to = value(nxt);
            int dest = to == -1 ? nxt : to;
            if (dist[dest] < 0) { dist[dest] = dist[s] + 1; q.push_back(dest); }
        }
    }
    printf("-1\n");  // NONE
}
