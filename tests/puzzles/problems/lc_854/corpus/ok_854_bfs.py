from collections import deque


class Solution:
    def kSimilarity(self, s1: str, s2: str) -> int:
        seen = {s1}
        queue = deque([(s1, 0)])
        while queue:
            s, k = queue.popleft()
            if s == s2:
                return k
            i = 0
            while s[i] == s2[i]:
                i += 1
            for j in range(i + 1, len(s)):
                if s[j] == s2[i] and s[j] != s2[j]:
                    t = s[:i] + s[j] + s[i + 1:j] + s[i] + s[j + 1:]
                    if t not in seen:
                        seen.add(t)
                        queue.append((t, k + 1))
        return -1
