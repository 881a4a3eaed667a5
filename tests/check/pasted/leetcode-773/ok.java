class Solution {
    public int slidingPuzzle(int[][] board) {
        StringBuilder sb = new StringBuilder();
        for (int[] row : board) for (int v : row) sb.append(v);
        String start = sb.toString(), goal = "123450";
        int[][] near = {{1, 3}, {0, 2, 4}, {1, 5}, {0, 4}, {1, 3, 5}, {2, 4}};
        Map<String, Integer> dist = new HashMap<>();
        Deque<String> q = new ArrayDeque<>();
        dist.put(start, 0);
        q.offer(start);
        while (!q.isEmpty()) {
            String s = q.poll();
            if (s.equals(goal)) return dist.get(s);
            int z = s.indexOf('0');
            for (int j : near[z]) {
                char[] c = s.toCharArray();
                c[z] = c[j];
                c[j] = '0';
                String t = new String(c);
                if (!dist.containsKey(t)) {
                    dist.put(t, dist.get(s) + 1);
                    q.offer(t);
                }
            }
        }
        return -1;
    }
}
