// tries only the next letter of ACGT at each place (a cyclic shift) instead of all three other letters
class Solution {
public:
    int minMutation(string startGene, string endGene, vector<string>& bank) {
        if (startGene == endGene) return 0;
        unordered_set<string> valid(bank.begin(), bank.end());
        if (!valid.count(endGene)) return -1;
        queue<string> q;
        q.push(startGene);
        unordered_set<string> seen{startGene};
        const string letters = "ACGT";
        for (int steps = 1; !q.empty(); steps++) {
            for (int sz = q.size(); sz > 0; sz--) {
                string g = q.front(); q.pop();
                for (int i = 0; i < 8; i++) {
                    char keep = g[i];
                    g[i] = letters[(letters.find(keep) + 1) % 4];
                    if (valid.count(g) && !seen.count(g)) {
                        if (g == endGene) return steps;
                        seen.insert(g);
                        q.push(g);
                    }
                    g[i] = keep;
                }
            }
        }
        return -1;
    }
};
