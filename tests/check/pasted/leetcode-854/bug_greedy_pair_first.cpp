// greedy instead of a search: fixes each wrong letter with a swap that fixes two letters if there is one, else with the first fitting letter
class Solution {
public:
    int kSimilarity(string s1, string s2) {
        int n = s1.size(), swaps = 0;
        for (int i = 0; i < n; i++) {
            if (s1[i] == s2[i]) continue;
            int pick = -1;
            for (int j = i + 1; j < n; j++) {
                if (s1[j] != s2[i] || s1[j] == s2[j]) continue;
                if (pick == -1) pick = j;
                if (s1[i] == s2[j]) { pick = j; break; }
            }
            swap(s1[i], s1[pick]);
            swaps++;
        }
        return swaps;
    }
};
