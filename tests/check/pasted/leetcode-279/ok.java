class Solution {
    public int numSquares(int n) {
        Queue<Integer> q = new LinkedList<>();
        boolean[] seen = new boolean[n + 1];
        q.offer(n);
        seen[n] = true;
        int level = 0;
        while (!q.isEmpty()) {
            level++;
            for (int sz = q.size(); sz > 0; sz--) {
                int left = q.poll();
                for (int j = 1; j * j <= left; j++) {
                    int rest = left - j * j;
                    if (rest == 0) return level;
                    if (!seen[rest]) {
                        seen[rest] = true;
                        q.offer(rest);
                    }
                }
            }
        }
        return level;
    }
}
