// Bug: answers the number of differing letters whenever the end gene is in the bank,
// as if every gene on the way were valid.
#include <bits/stdc++.h>
using namespace std;

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

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<string> t = strings_of(s), bank;
    string start, end, key;
    for (size_t i = 0; i < t.size(); ++i) {
        if (t[i] == "startGene" || t[i] == "endGene" || t[i] == "bank") { key = t[i]; continue; }
        if (key == "startGene") start = t[i];
        else if (key == "endGene") end = t[i];
        else bank.push_back(t[i]);
    }
    if (start == end) { cout << 0 << endl; return 0; }
    if (find(bank.begin(), bank.end(), end) == bank.end()) { cout << -1 << endl; return 0; }
    int diff = 0;
    for (int i = 0; i < 8; ++i) diff += start[i] != end[i];
    cout << diff << endl;
}
