import java.util.*;

class Solution {
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
                    if (visited[i]) continue;
                    int diff = 0;
                    for (int k = 0; k < cur.length(); k++)
                        if (cur.charAt(k) != words[i].charAt(k)) diff++;
                    if (diff == 1) {
                        visited[i] = true;
                        q.offer(words[i]);
                    }
                }
            }
            answer++;
        }
        return 0;
    }
}
