class Solution {
    public int numBusesToDestination(int[][] routes, int source, int target) {
        if (source == target) return 0;
        Map<Integer, List<Integer>> at = new HashMap<>();
        for (int b = 0; b < routes.length; b++)
            for (int s : routes[b]) at.computeIfAbsent(s, k -> new ArrayList<>()).add(b);
        boolean[] used = new boolean[routes.length];
        Set<Integer> seen = new HashSet<>();
        seen.add(source);
        Deque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{source, 0});
        while (!q.isEmpty()) {
            int[] p = q.poll();
            for (int b : at.getOrDefault(p[0], List.of())) {
                if (used[b]) continue;
                used[b] = true;
                for (int t : routes[b]) {
                    if (t == target) return p[1] + 1;
                    if (seen.add(t)) q.add(new int[]{t, p[1] + 1});
                }
            }
        }
        return -1;
    }
}
