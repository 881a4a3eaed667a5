// counts how many letters of one word are missing from the other (as sets) instead of comparing position by position
import java.util.*;

class Solution {
    boolean oneApart(String a, String b) {
        int diff = 0;
        for (int k = 0; k < a.length(); k++)
            if (b.indexOf(a.charAt(k)) < 0) diff++;
        return diff == 1;
    }

    public int solution(String begin, String target, String[] words) {
        int n = words.length;
        boolean[] visited = new boolean[n];
        Queue<String> q = new LinkedList<>();
        q.offer(begin);
        int answer = 0;
        while (!q.isEmpty()) {
            for (int sz = q.size(); sz > 0; sz--) {
                String cur = q.poll();
                if (cur.equals(target)) return answer;
                for (int i = 0; i < n; i++) {
                    if (visited[i] || !oneApart(cur, words[i])) continue;
                    visited[i] = true;
                    q.offer(words[i]);
                }
            }
            answer++;
        }
        return 0;
    }
}
