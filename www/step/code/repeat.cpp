#include <algorithm>
#include <cstdio>

const int N = 1 << 20;
int L[N], R[N], U[N], D[N], col[N], row[N];
int siz[N], ans[N], best[N], hid[N], seen[N];
int n, m, cnt, limit, found, depth, top, stamp;

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
  for (int i = D[c]; i != c; i = D[i]) L[R[i]] = L[i], R[L[i]] = R[i];
}

void resume(int c) {
  for (int i = U[c]; i != c; i = U[i]) L[R[i]] = R[L[i]] = i;
}

void hide(int r) {
  int j = r;
  do U[D[j]] = U[j], D[U[j]] = D[j], siz[col[j]]--, j = R[j];
  while (j != r);
}

void unhide(int r) {
  int j = L[r];
  do U[D[j]] = D[U[j]] = j, siz[col[j]]++, j = L[j];
  while (j != L[r]);
}

int h() {
  int k = 0;
  stamp++;
  for (int c = R[0]; c; c = R[c]) {
    if (seen[c] == stamp) continue;
    if (D[c] == c) return -1;
    k++, seen[c] = stamp;
    for (int i = D[c]; i != c; i = D[i])
      for (int j = R[i]; j != i; j = R[j]) seen[col[j]] = stamp;
  }
  return k;
}

void dance(int dep) {
  if (!R[0]) {  // @solution
    if (!found++) std::copy(ans, ans + dep, best), depth = dep;  // @solution
    return;  // @solution
  }
  int k = h();  // @choose,prune
  if (k < 0 || dep + k > limit) return;  // @prune
  int c = R[0], mark = top;  // @choose
  for (int i = R[0]; i; i = R[i])  // @choose
    if (siz[i] < siz[c]) c = i;  // @choose
  for (int i = D[c]; i != c; i = D[i]) {  // @try
    ans[dep] = row[i];  // @try
    remove(i);  // @try
    for (int j = R[i]; j != i; j = R[j]) remove(j);  // @try
    dance(dep + 1);  // @try
    for (int j = L[i]; j != i; j = L[j]) resume(j);  // @undo
    resume(i);  // @undo
    hide(i), hid[top++] = i;  // @undo
  }
  while (top > mark) unhide(hid[--top]);  // @leave
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
  for (limit = h(); limit >= 0 && !found && limit <= n; limit++) dance(0);  // @deepen
  if (!found) return puts("No Solution!"), 0;  // @done
  std::sort(best, best + depth);  // @done
  printf("%d\n", depth);
  for (int i = 0; i < depth; i++) printf("%d%c", best[i], i + 1 < depth ? ' ' : '\n');
  printf("%d\n", found);
}
