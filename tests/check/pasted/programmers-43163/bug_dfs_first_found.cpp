// a DFS that returns the length of the first conversion it finds, not the shortest
#include <string>
#include <vector>

using namespace std;

bool used[50];
int found = 0;

bool oneApart(const string& a, const string& b) {
    int diff = 0;
    for (int i = 0; i < (int)a.size(); i++)
        if (a[i] != b[i]) diff++;
    return diff == 1;
}

bool dfs(const string& cur, const string& target, vector<string>& words, int depth) {
    if (cur == target) { found = depth; return true; }
    for (int i = 0; i < (int)words.size(); i++) {
        if (used[i] || !oneApart(cur, words[i])) continue;
        used[i] = true;
        if (dfs(words[i], target, words, depth + 1)) return true;
        used[i] = false;
    }
    return false;
}

int solution(string begin, string target, vector<string> words) {
    for (bool& u : used) u = false;
    found = 0;
    dfs(begin, target, words, 0);
    return found;
}
