// The hints' speed and the rating's agreement with Sukaku Explainer (issue
// 23), run by `make bench`:
// - `explain` per puzzle on the SE-rated sample and on top1465: natively
//   (the CLI, one process for the file) and in wasm (Node), the same puzzles;
// - a hint in wasm while a puzzle of the sample is played to the end by
//   hints, on the player's pencil marks (mean, 99th percentile, worst);
// - the SE estimate (`rate --json`) against SE's own ratings on the whole
//   sample: Spearman's rho, the mean absolute difference, and by SE band
//   the hardest technique used.
// Writes target/bench/explain.json; prints Markdown.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import api, { data } from '../tests/js/load.mjs';

const CLI = 'target/release/dlx-lab';
const COUNT = Number(process.env.EXPLAIN_PUZZLES ?? 200);
const sample = data('9x9/se_rated_sample.txt').trim().split('\n').map((l) => l.split(/\s+/));
const sets = {
  se_rated_sample: sample.map((f) => f[1]),
  magictour_top1465: data('9x9/magictour_top1465.txt').trim().split('\n').map((l) => l.trim()),
};
const dir = mkdtempSync(join(tmpdir(), 'dlx-explain-'));
const out = { explain: {}, hint: {}, se: {} };

console.log(`| explain, ${COUNT} puzzles | native ms/puzzle | wasm ms/puzzle | wasm / native |`);
console.log('|---|---|---|---|');
for (const [name, puzzles] of Object.entries(sets)) {
  const some = puzzles.slice(0, COUNT);
  const file = join(dir, `${name}.txt`);
  writeFileSync(file, some.join('\n') + '\n');
  let start = performance.now();
  execFileSync(CLI, ['explain', file], { maxBuffer: 1 << 30 });
  const native = (performance.now() - start) / some.length;
  start = performance.now();
  for (const p of some) api.explain(p);
  const wasm = (performance.now() - start) / some.length;
  out.explain[name] = { native, wasm };
  console.log(`| ${name} | ${native.toFixed(1)} | ${wasm.toFixed(1)} | ${(wasm / native).toFixed(2)} |`);
}

// Hints while playing: each hint applied to the grid and the marks.
const times = [];
for (const [, puzzle] of sample.slice(0, 20)) {
  const cells = [...puzzle].map(Number);
  const marks = new Array(81).fill(0x1ff);
  for (let k = 0; k < 400; k++) {
    const text = cells.join('');
    const t0 = performance.now();
    const h = api.hint(text, { givens: puzzle, marks });
    times.push(performance.now() - t0);
    if (h.kind === 'solved' || !(h.placements.length || h.eliminations.length)) break;
    for (const [r, c, v] of h.placements) cells[r * 9 + c] = v;
    for (const [r, c, v] of h.eliminations) marks[r * 9 + c] &= ~(1 << (v - 1));
  }
}
times.sort((a, b) => a - b);
const mean = times.reduce((s, t) => s + t, 0) / times.length;
out.hint = { hints: times.length, mean, p99: times[Math.floor(times.length * 0.99)], max: times.at(-1) };
console.log(`\nhint in wasm, ${times.length} hints playing 20 puzzles of the sample: mean ${mean.toFixed(1)} ms, 99th percentile ${out.hint.p99.toFixed(1)} ms, worst ${out.hint.max.toFixed(1)} ms (goal: under 50 ms)`);

// The estimate against SE's ratings, on the whole sample.
const file = join(dir, 'se.txt');
writeFileSync(file, sets.se_rated_sample.join('\n') + '\n');
const rated = execFileSync(CLI, ['rate', '--json', file], { maxBuffer: 1 << 30 }).toString().trim().split('\n').map((l) => JSON.parse(l));
const se = sample.map((f) => Number(f[2]));
const est = rated.map((r) => r.se ?? 99);
/** Ranks with ties averaged. */
const ranks = (a) => {
  const idx = a.map((_, i) => i).sort((i, j) => a[i] - a[j]);
  const r = new Array(a.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && a[idx[j + 1]] === a[idx[i]]) j++;
    for (let k = i; k <= j; k++) r[idx[k]] = (i + j) / 2;
    i = j + 1;
  }
  return r;
};
const [ra, rb] = [ranks(se), ranks(est)];
const m = (x) => x.reduce((s, v) => s + v, 0) / x.length;
const [ma, mb] = [m(ra), m(rb)];
const cov = ra.reduce((s, x, i) => s + (x - ma) * (rb[i] - mb), 0);
const rho = cov / Math.sqrt(ra.reduce((s, x) => s + (x - ma) ** 2, 0) * rb.reduce((s, y) => s + (y - mb) ** 2, 0));
const mad = m(se.map((s, i) => Math.abs(s - est[i])));
const under7 = rated.filter((r, i) => se[i] < 7);
const forcing = under7.filter((r) => ['forcing-chain', 'forcing-net', 'search'].includes(r.hardest)).length;
out.se = { puzzles: se.length, rho, mad, under7: under7.length, forcing };
console.log(`\nSE estimate on ${se.length} puzzles: Spearman's rho ${rho.toFixed(3)} (goal ≥ 0.8), mean absolute difference ${mad.toFixed(2)}; ${under7.length - forcing} of the ${under7.length} under SE 7 solved without forcing chains`);
console.log('\n| SE band | puzzles | mean estimate | hardest technique (most used first) |');
console.log('|---|---|---|---|');
for (const lo of [5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5]) {
  const here = rated.map((r, i) => [r, se[i]]).filter(([, s]) => s >= lo && s < lo + 0.5);
  if (!here.length) continue;
  const counts = {};
  for (const [r] of here) counts[r.hardest] = (counts[r.hardest] ?? 0) + 1;
  const top = Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([t, k]) => `${t} ${k}`).join(', ');
  out.se[lo] = counts;
  console.log(`| ${lo.toFixed(1)}–${(lo + 0.4).toFixed(1)} | ${here.length} | ${m(here.map(([r]) => r.se ?? 0)).toFixed(2)} | ${top} |`);
}
mkdirSync('target/bench', { recursive: true });
writeFileSync('target/bench/explain.json', JSON.stringify(out, null, 1));
