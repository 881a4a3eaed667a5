# Bug: greedy that prefers a swap fixing both positions (a 2-cycle), else takes the
# first letter that fits: the choice among 3-cycles and longer still matters.
class Solution:
    def kSimilarity(self, s1: str, s2: str) -> int:
        s = list(s1)
        swaps = 0
        for i in range(len(s)):
            if s[i] != s2[i]:
                fits = [j for j in range(i + 1, len(s)) if s[j] == s2[i] and s[j] != s2[j]]
                both = [j for j in fits if s[i] == s2[j]]
                j = (both or fits)[0]
                s[i], s[j] = s[j], s[i]
                swaps += 1
        return swaps
