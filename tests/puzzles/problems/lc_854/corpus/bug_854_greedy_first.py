# Bug: fixes the first wrong position with the first letter that fits, never trying
# the others: a swap that could close a short cycle may be passed over.
class Solution:
    def kSimilarity(self, s1: str, s2: str) -> int:
        s = list(s1)
        swaps = 0
        for i in range(len(s)):
            if s[i] != s2[i]:
                j = next(j for j in range(i + 1, len(s)) if s[j] == s2[i] and s[j] != s2[j])
                s[i], s[j] = s[j], s[i]
                swaps += 1
        return swaps
