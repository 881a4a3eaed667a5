// The arguments come as one JSON object on stdin
// ({"startGene": "AACCGGTT", "endGene": "AACCGGTA", "bank": ["AACCGGTA"]});
// the return value is printed as JSON.
#include <bits/stdc++.h>
using namespace std;

// every quoted string of the input in order: keys and values alike
vector<string> strings_of(const string& s) {
    vector<string> out;
    for (size_t i = 0; i < s.size(); ++i)
        if (s[i] == '"') {
            size_t j = s.find('"', i + 1);
            out.push_back(s.substr(i + 1, j - i - 1));
            i = j;
        }
    return out;
}

int minMutation(const string& start, const string& end, const vector<string>& bank) {
    set<string> valid(bank.begin(), bank.end()), seen{start};
    queue<pair<string, int>> q;
    q.push({start, 0});
    while (!q.empty()) {
        auto [gene, steps] = q.front();
        q.pop();
        if (gene == end) return steps;
        for (int i = 0; i < 8; ++i)
            for (char ch : string("ACGT")) {
                string nxt = gene;
                nxt[i] = ch;
                if (valid.count(nxt) && !seen.count(nxt)) {
                    seen.insert(nxt);
                    q.push({nxt, steps + 1});
                }
            }
    }
    return -1;
}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<string> t = strings_of(s), bank;
    string start, end;
    string key;
    for (size_t i = 0; i < t.size(); ++i) {
        if (t[i] == "startGene" || t[i] == "endGene" || t[i] == "bank") { key = t[i]; continue; }
        if (key == "startGene") start = t[i];
        else if (key == "endGene") end = t[i];
        else bank.push_back(t[i]);
    }
    cout << minMutation(start, end, bank) << endl;
}
