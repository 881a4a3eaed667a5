class Solution {
    Map<String, Integer> memo = new HashMap<>();
    String target;

    // s is what is left of the string to fix; it ends where target ends
    int go(String s) {
        if (s.isEmpty()) return 0;
        Integer got = memo.get(s);
        if (got != null) return got;
        int off = target.length() - s.length();
        int best;
        if (s.charAt(0) == target.charAt(off)) {
            best = go(s.substring(1));
        } else {
            best = Integer.MAX_VALUE;
            for (int j = 1; j < s.length(); j++) {
                if (s.charAt(j) != target.charAt(off) || s.charAt(j) == target.charAt(off + j)) continue;
                char[] c = s.toCharArray();
                c[j] = c[0];
                best = Math.min(best, 1 + go(new String(c, 1, c.length - 1)));
            }
        }
        memo.put(s, best);
        return best;
    }

    public int kSimilarity(String s1, String s2) {
        StringBuilder a = new StringBuilder(), b = new StringBuilder();
        for (int i = 0; i < s1.length(); i++)
            if (s1.charAt(i) != s2.charAt(i)) { a.append(s1.charAt(i)); b.append(s2.charAt(i)); }
        target = b.toString();
        memo.clear();
        return go(a.toString());
    }
}
