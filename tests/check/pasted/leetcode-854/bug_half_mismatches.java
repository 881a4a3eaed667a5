// counts the wrong positions and halves them, as if every swap fixed two letters (a cycle of three needs two swaps, not one and a half)
class Solution {
    public int kSimilarity(String s1, String s2) {
        int wrong = 0;
        for (int i = 0; i < s1.length(); i++)
            if (s1.charAt(i) != s2.charAt(i)) wrong++;
        return (wrong + 1) / 2;
    }
}
