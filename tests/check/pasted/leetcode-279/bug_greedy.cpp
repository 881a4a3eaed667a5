// greedy: always takes the largest square that fits (12 = 9 + 1 + 1 + 1, not 4 + 4 + 4)
class Solution {
public:
    int numSquares(int n) {
        int count = 0;
        while (n > 0) {
            int r = sqrt(n);
            n -= r * r;
            count++;
        }
        return count;
    }
};
