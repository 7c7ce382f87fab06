// minCover, repeated cover from JS: the documented shape, the count, the
// bound's saving, the node limit, and named errors for bad text or options.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api from './load.mjs';

const knuth = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

test('minCover returns the minimum, one optimal set and the count', () => {
  const r = api.minCover(knuth, { count: true });
  assert.deepEqual(Object.keys(r).sort(), ['atLeast', 'count', 'minimum', 'options', 'stats', 'status']);
  assert.equal(r.status, 'found');
  assert.equal(r.minimum, 3);
  assert.equal(r.atLeast, 3);
  assert.equal(r.options.length, 3);
  assert.equal(r.count, 5);
  assert.deepEqual(Object.keys(r.stats).sort(), ['limit', 'micros', 'nodes', 'pruned', 'start', 'updates']);
  // Without count, no count.
  assert.equal(api.minCover(knuth).count, null);
});

test('minCover on a matrix with a column that nothing covers', () => {
  const r = api.minCover('2 3\n1 1 0\n0 1 0\n');
  assert.equal(r.status, 'none');
  assert.equal(r.minimum, null);
  assert.deepEqual(r.options, []);
});

test('minCover: the bound saves nodes, and the answers agree', () => {
  const queens = api.problem('queens', '6');
  const on = api.minCover(queens, { count: true });
  const off = api.minCover(queens, { count: true, bound: false });
  assert.equal(on.minimum, 6);
  assert.equal(on.count, 4);
  assert.deepEqual([off.minimum, off.count], [6, 4]);
  assert.ok(on.stats.nodes < off.stats.nodes, `${on.stats.nodes} < ${off.stats.nodes}`);
});

test('minCover stops at its node limit', () => {
  const r = api.minCover(api.problem('queens', '8'), { count: true, nodeLimit: 5 });
  assert.equal(r.status, 'stopped');
  assert.equal(r.stats.nodes, 5);
});

test('minCover: bad text and bad options are named errors', () => {
  assert.throws(() => api.minCover('2 3\n1 0 1\n1 1\n'), /line 3/);
  assert.throws(() => api.minCover(knuth, { limit: 3 }), /limit/);
  assert.throws(() => api.minCover(knuth, { count: 'yes' }), Error);
  assert.throws(() => api.minCover('2 3\n1 0 1\n1 1\n', { lang: 'zh-CN' }), /第 3 行/);
});
