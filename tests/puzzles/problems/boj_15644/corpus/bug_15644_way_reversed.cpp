// Buggy: walks the parent links back from the goal and prints the tilts in that
// order, last tilt first.
#include <cstdio>
#include <cstring>
#include <array>
#include <queue>
#include <string>
using namespace std;

int n, m;
char board[12][12];
int par[10][10][10][10][5];
bool seen[10][10][10][10];
const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
const char name[4] = {'U', 'D', 'L', 'R'};

int roll(int &r, int &c, int d) {
    int k = 0;
    while (board[r + dr[d]][c + dc[d]] != '#' && board[r][c] != 'O') { r += dr[d]; c += dc[d]; k++; }
    return k;
}

int main() {
    scanf("%d %d", &n, &m);
    int rr = 0, rc = 0, br = 0, bc = 0;
    for (int i = 0; i < n; i++) {
        scanf("%s", board[i]);
        for (int j = 0; j < m; j++) {
            if (board[i][j] == 'R') { rr = i; rc = j; }
            if (board[i][j] == 'B') { br = i; bc = j; }
        }
    }
    queue<array<int, 5>> q;
    q.push({rr, rc, br, bc, 0});
    seen[rr][rc][br][bc] = true;
    par[rr][rc][br][bc][4] = -1;
    while (!q.empty()) {
        auto s = q.front();
        q.pop();
        if (s[4] >= 10) continue;
        for (int d = 0; d < 4; d++) {
            int a = s[0], b = s[1], x = s[2], y = s[3];
            int rk = roll(a, b, d), bk = roll(x, y, d);
            if (board[x][y] == 'O') continue;
            if (board[a][b] == 'O') {
                string way(1, name[d]);
                int p[4] = {s[0], s[1], s[2], s[3]};
                while (par[p[0]][p[1]][p[2]][p[3]][4] >= 0) {
                    int *q2 = par[p[0]][p[1]][p[2]][p[3]];
                    way += name[q2[4]];
                    int np[4] = {q2[0], q2[1], q2[2], q2[3]};
                    memcpy(p, np, sizeof np);
                }
                printf("%d\n%s\n", s[4] + 1, way.c_str());
                return 0;
            }
            if (a == x && b == y) {
                if (rk > bk) { a -= dr[d]; b -= dc[d]; } else { x -= dr[d]; y -= dc[d]; }
            }
            if (!seen[a][b][x][y]) {
                seen[a][b][x][y] = true;
                int *q2 = par[a][b][x][y];
                q2[0] = s[0]; q2[1] = s[1]; q2[2] = s[2]; q2[3] = s[3]; q2[4] = d;
                q.push({a, b, x, y, s[4] + 1});
            }
        }
    }
    printf("-1\n");
    return 0;
}
