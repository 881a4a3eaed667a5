class Solution {
    public int findCheapestPrice(int n, int[][] flights, int src, int dst, int k) {
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] f : flights) adj.get(f[0]).add(new int[]{f[1], f[2]});
        int[] stops = new int[n];
        Arrays.fill(stops, Integer.MAX_VALUE);
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] - b[0]);
        pq.offer(new int[]{0, src, 0});  // price, city, flights taken
        while (!pq.isEmpty()) {
            int[] p = pq.poll();
            int price = p[0], city = p[1], used = p[2];
            if (city == dst) return price;
            if (used >= stops[city] || used > k) continue;
            stops[city] = used;
            for (int[] e : adj.get(city)) pq.offer(new int[]{price + e[1], e[0], used + 1});
        }
        return -1;
    }
}
