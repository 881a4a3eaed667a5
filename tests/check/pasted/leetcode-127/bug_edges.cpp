// BUG: counts the changes (edges), not the words of the sequence
class Solution {
public:
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        unordered_set<string> words(wordList.begin(), wordList.end());
        if (!words.count(endWord)) return 0;
        queue<pair<string, int>> q;
        q.push({beginWord, 0});
        words.erase(beginWord);
        while (!q.empty()) {
            auto [w, d] = q.front(); q.pop();
            if (w == endWord) return d;
            for (size_t i = 0; i < w.size(); i++) {
                string t = w;
                for (char ch = 'a'; ch <= 'z'; ch++) {
                    t[i] = ch;
                    if (words.count(t)) { words.erase(t); q.push({t, d + 1}); }
                }
            }
        }
        return 0;
    }
};
