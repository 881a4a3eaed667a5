// BUG: follows a snake or ladder again from where it lands (chains them)
class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length, last = n * n;
        int[] dist = new int[last + 1];
        Arrays.fill(dist, -1);
        Queue<Integer> q = new LinkedList<>();
        q.add(1); dist[1] = 0;
        while (!q.isEmpty()) {
            int s = q.poll();
            if (s == last) return dist[s];
            for (int nxt = s + 1; nxt <= Math.min(s + 6, last); nxt++) {
                int dest = nxt;
                for (int hops = 0; hops < last; hops++) {
                    int r = (dest - 1) / n, c = (dest - 1) % n;
                    int v = board[n - 1 - r][r % 2 == 0 ? c : n - 1 - c];
                    if (v == -1) break;
                    dest = v;
                }
                if (dist[dest] < 0) { dist[dest] = dist[s] + 1; q.add(dest); }
            }
        }
        return -1;
    }
}
