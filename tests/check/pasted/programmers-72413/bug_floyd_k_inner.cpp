// Floyd-Warshall with the via-point k as the innermost loop instead of the outermost
#include <string>
#include <vector>
#include <algorithm>

using namespace std;

int solution(int n, int s, int a, int b, vector<vector<int>> fares) {
    const int INF = 1e9;
    vector<vector<int>> d(n + 1, vector<int>(n + 1, INF));
    for (int i = 1; i <= n; i++) d[i][i] = 0;
    for (auto& f : fares) {
        d[f[0]][f[1]] = min(d[f[0]][f[1]], f[2]);
        d[f[1]][f[0]] = min(d[f[1]][f[0]], f[2]);
    }
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= n; j++)
            for (int k = 1; k <= n; k++)
                if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
    int answer = INF;
    for (int k = 1; k <= n; k++)
        if (d[s][k] < INF && d[k][a] < INF && d[k][b] < INF)
            answer = min(answer, d[s][k] + d[k][a] + d[k][b]);
    return answer;
}
