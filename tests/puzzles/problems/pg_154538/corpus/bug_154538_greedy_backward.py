# ruff: noqa  (pasted as submitted to the judge)
# walks back from y greedily: divide by 3 when it can, else by 2, else subtract n;
# the first choice is not always the best (and can miss a way that exists)
def solution(x, y, n):
    count = 0
    while y > x:
        if y % 3 == 0 and y // 3 >= x:
            y //= 3
        elif y % 2 == 0 and y // 2 >= x:
            y //= 2
        else:
            y -= n
        count += 1
    return count if y == x else -1
