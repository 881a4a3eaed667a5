# greedy: every turn takes the roll that ends farthest along (after climbs and slides)
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
move = list(range(101))
for i in range(n + m):
    move[int(data[2 + 2 * i])] = int(data[3 + 2 * i])
x, rolls = 1, 0
while x != 100 and rolls < 1000:
    x = max(move[x + d] for d in range(1, 7) if x + d <= 100)
    rolls += 1
print(rolls)
