// BUG: an endWord missing from wordList is reached anyway when one letter away
import java.util.*;

class Solution {
    public int ladderLength(String beginWord, String endWord, List<String> wordList) {
        Set<String> words = new HashSet<>(wordList);
        words.add(endWord);
        Deque<String> q = new ArrayDeque<>();
        q.add(beginWord);
        words.remove(beginWord);
        int depth = 1;
        while (!q.isEmpty()) {
            for (int size = q.size(); size > 0; size--) {
                String w = q.poll();
                if (w.equals(endWord)) return depth;
                char[] t = w.toCharArray();
                for (int i = 0; i < t.length; i++) {
                    char old = t[i];
                    for (char ch = 'a'; ch <= 'z'; ch++) {
                        t[i] = ch;
                        String u = new String(t);
                        if (words.remove(u)) q.add(u);
                    }
                    t[i] = old;
                }
            }
            depth++;
        }
        return 0;
    }
}
