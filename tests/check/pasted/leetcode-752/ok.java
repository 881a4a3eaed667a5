class Solution {
    public int openLock(String[] deadends, String target) {
        Set<String> dead = new HashSet<>(Arrays.asList(deadends));
        if (dead.contains("0000")) return -1;
        Map<String, Integer> dist = new HashMap<>();
        Deque<String> q = new ArrayDeque<>();
        q.add("0000"); dist.put("0000", 0);
        while (!q.isEmpty()) {
            String s = q.poll();
            if (s.equals(target)) return dist.get(s);
            for (int i = 0; i < 4; i++) {
                for (int d : new int[]{1, 9}) {
                    char[] t = s.toCharArray();
                    t[i] = (char) ('0' + (t[i] - '0' + d) % 10);
                    String u = new String(t);
                    if (dead.contains(u) || dist.containsKey(u)) continue;
                    dist.put(u, dist.get(s) + 1);
                    q.add(u);
                }
            }
        }
        return -1;
    }
}
