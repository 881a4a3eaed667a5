// BUG: counts the stops ridden through, not the buses taken
class Solution {
    public int numBusesToDestination(int[][] routes, int source, int target) {
        if (source == target) return 0;
        Map<Integer, List<Integer>> at = new HashMap<>();
        for (int b = 0; b < routes.length; b++)
            for (int s : routes[b]) at.computeIfAbsent(s, k -> new ArrayList<>()).add(b);
        Set<Integer> seen = new HashSet<>();
        seen.add(source);
        Deque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{source, 0});
        while (!q.isEmpty()) {
            int[] p = q.poll();
            for (int b : at.getOrDefault(p[0], List.of())) {
                int[] r = routes[b];
                for (int i = 0; i < r.length; i++) {
                    if (r[i] != p[0]) continue;
                    int t = r[(i + 1) % r.length];
                    if (t == target) return p[1] + 1;
                    if (seen.add(t)) q.add(new int[]{t, p[1] + 1});
                }
            }
        }
        return -1;
    }
}
