# ruff: noqa  (pasted as submitted to the judge)
# a depth-first search that marks words for good (no backtracking) and answers the
# depth at which it first meets the target: not the fewest steps
def solution(begin, target, words):
    seen = set()

    def dfs(w, depth):
        if w == target:
            return depth
        for v in words:
            if v not in seen and sum(a != b for a, b in zip(w, v)) == 1:
                seen.add(v)
                got = dfs(v, depth + 1)
                if got:
                    return got
        return 0

    return dfs(begin, 0)
