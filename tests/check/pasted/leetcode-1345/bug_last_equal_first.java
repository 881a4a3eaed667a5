// returns 1 when the first and last values are equal before checking that the array has more than one element
class Solution {
    public int minJumps(int[] arr) {
        int n = arr.length;
        if (arr[0] == arr[n - 1]) return 1;
        if (n == 1) return 0;
        Map<Integer, List<Integer>> same = new HashMap<>();
        for (int i = 0; i < n; i++) same.computeIfAbsent(arr[i], v -> new ArrayList<>()).add(i);
        boolean[] seen = new boolean[n];
        Queue<Integer> q = new LinkedList<>();
        q.offer(0);
        seen[0] = true;
        int steps = 0;
        while (!q.isEmpty()) {
            steps++;
            for (int sz = q.size(); sz > 0; sz--) {
                int i = q.poll();
                List<Integer> next = same.getOrDefault(arr[i], new ArrayList<>());
                next.add(i - 1);
                next.add(i + 1);
                for (int j : next) {
                    if (j < 0 || j >= n || seen[j]) continue;
                    if (j == n - 1) return steps;
                    seen[j] = true;
                    q.offer(j);
                }
                same.remove(arr[i]);
            }
        }
        return -1;
    }
}
