#include <algorithm>
#include <cstdio>
#include <cstdlib>

const int N = 1 << 20;
int L[N], R[N], U[N], D[N], col[N], row[N];
int siz[N], ans[N], first[N];
int n, m, cnt, solutions, depth;

void init() {
  for (int i = 0; i <= m; i++) {
    L[i] = i - 1, R[i] = i + 1, U[i] = D[i] = i, siz[i] = 0;
  }
  L[0] = m, R[m] = 0, cnt = m;
}

void link(int r, const int *cs, int k) {
  for (int t = 0; t < k; t++) {
    int c = cs[t], x = ++cnt;
    col[x] = c, row[x] = r, siz[c]++;
    U[x] = U[c], D[x] = c, D[U[c]] = x, U[c] = x;
    L[x] = t ? x - 1 : x + k - 1, R[x] = t + 1 < k ? x + 1 : x - t;
  }
}

void remove(int c) {
  L[R[c]] = L[c], R[L[c]] = R[c];
  for (int i = D[c]; i != c; i = D[i])
    for (int j = R[i]; j != i; j = R[j])
      U[D[j]] = U[j], D[U[j]] = D[j], siz[col[j]]--;
}

void resume(int c) {
  for (int i = U[c]; i != c; i = U[i])
    for (int j = L[i]; j != i; j = L[j])
      U[D[j]] = j, D[U[j]] = j, siz[col[j]]++;
  L[R[c]] = c, R[L[c]] = c;
}

void dance(int dep) {
  if (!R[0]) {  // @solution
    if (!solutions++) std::copy(ans, ans + dep, first), depth = dep;  // @solution
    return;  // @solution
  }
  int c = R[0];  // @choose
  for (int i = R[0]; i; i = R[i])  // @choose only smallest
    if (siz[i] < siz[c]) c = i;  // @choose only smallest
  for (int i = R[c], k = 2; i; i = R[i], k++)  // @choose only random
    if (rand() % k == 0) c = i;  // @choose only random
  remove(c);  // @cover
  for (int i = D[c]; i != c; i = D[i]) {  // @try
    ans[dep] = row[i];  // @try
    for (int j = R[i]; j != i; j = R[j]) remove(col[j]);  // @try
    dance(dep + 1);  // @try
    for (int j = L[i]; j != i; j = L[j]) resume(col[j]);  // @undo
  }
  resume(c);  // @uncover
}

int main() {
  static int cs[N];
  if (scanf("%d %d", &n, &m) != 2) return 1;
  init();  // @start
  for (int r = 1; r <= n; r++) {
    int k = 0;
    for (int c = 1, x; c <= m; c++)
      if (scanf("%d", &x) == 1 && x) cs[k++] = c;
    link(r, cs, k);
  }
  dance(0);  // @done
  if (!solutions) return puts("No Solution!"), 0;  // @done
  std::sort(first, first + depth);
  for (int i = 0; i < depth; i++) printf("%d%c", first[i], i + 1 < depth ? ' ' : '\n');
}
