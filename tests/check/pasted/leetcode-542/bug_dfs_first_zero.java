// searches from each 1 with a stack (depth first) and takes the first 0 it reaches, which need not be the nearest
class Solution {
    public int[][] updateMatrix(int[][] mat) {
        int m = mat.length, n = mat[0].length;
        int[][] dist = new int[m][n];
        int[][] dirs = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                if (mat[i][j] == 0) continue;
                Deque<int[]> st = new ArrayDeque<>();
                boolean[][] seen = new boolean[m][n];
                st.push(new int[]{i, j, 0});
                int best = Integer.MAX_VALUE;
                while (!st.isEmpty()) {
                    int[] p = st.pop();
                    if (seen[p[0]][p[1]]) continue;
                    seen[p[0]][p[1]] = true;
                    if (mat[p[0]][p[1]] == 0) { best = p[2]; break; }
                    for (int[] d : dirs) {
                        int r = p[0] + d[0], c = p[1] + d[1];
                        if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c]) continue;
                        st.push(new int[]{r, c, p[2] + 1});
                    }
                }
                dist[i][j] = best;
            }
        return dist;
    }
}
