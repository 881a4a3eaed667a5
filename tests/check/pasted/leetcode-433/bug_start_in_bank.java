// returns -1 when the start gene is not in the bank, though the start need not be in it
class Solution {
    public int minMutation(String startGene, String endGene, String[] bank) {
        Set<String> valid = new HashSet<>(Arrays.asList(bank));
        if (!valid.contains(startGene) && !startGene.equals(endGene)) return -1;
        if (startGene.equals(endGene)) return 0;
        if (!valid.contains(endGene)) return -1;
        Queue<String> q = new LinkedList<>();
        Set<String> seen = new HashSet<>();
        q.offer(startGene);
        seen.add(startGene);
        char[] letters = {'A', 'C', 'G', 'T'};
        int steps = 0;
        while (!q.isEmpty()) {
            steps++;
            for (int sz = q.size(); sz > 0; sz--) {
                char[] g = q.poll().toCharArray();
                for (int i = 0; i < g.length; i++) {
                    char keep = g[i];
                    for (char ch : letters) {
                        g[i] = ch;
                        String next = new String(g);
                        if (valid.contains(next) && seen.add(next)) {
                            if (next.equals(endGene)) return steps;
                            q.offer(next);
                        }
                    }
                    g[i] = keep;
                }
            }
        }
        return -1;
    }
}
