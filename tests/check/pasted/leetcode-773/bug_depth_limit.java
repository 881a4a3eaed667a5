// a depth-limited DFS that gives up after 20 moves, but the hardest solvable boards need 21
class Solution {
    int[][] near = {{1, 3}, {0, 2, 4}, {1, 5}, {0, 4}, {1, 3, 5}, {2, 4}};
    Map<String, Integer> best = new HashMap<>();

    void dfs(char[] s, int z, int depth) {
        String key = new String(s);
        if (best.getOrDefault(key, Integer.MAX_VALUE) <= depth || depth > 20) return;
        best.put(key, depth);
        for (int j : near[z]) {
            s[z] = s[j]; s[j] = '0';
            dfs(s, j, depth + 1);
            s[j] = s[z]; s[z] = '0';
        }
    }

    public int slidingPuzzle(int[][] board) {
        StringBuilder sb = new StringBuilder();
        for (int[] row : board) for (int v : row) sb.append(v);
        char[] s = sb.toString().toCharArray();
        dfs(s, sb.indexOf("0"), 0);
        return best.getOrDefault("123450", -1);
    }
}
