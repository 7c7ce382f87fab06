// minCover, repeated cover from JS: the documented shape, the count, the
// bound's saving, the node limit, and named errors for bad text or options.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api from './load.mjs';

const knuth = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

test('minCover returns the minimum, one optimal set and the count', () => {
  const r = api.minCover(knuth, { count: true });
  assert.deepEqual(Object.keys(r).sort(), ['atLeast', 'count', 'indices', 'minimum', 'options', 'stats', 'status']);
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

/** Steps `t` to the end: the events taken, and the states before each. */
function walk(t) {
  const events = [], states = [];
  for (let e = null; e?.kind !== 'done';) {
    states.push(JSON.stringify(t.state()));
    e = t.step();
    events.push(e);
  }
  return { events, states };
}

test("the Tracer steps repeated cover (kind 'repeat') and multiplicities, and Back is exact", () => {
  const dlx3 = '| dlx3.w\nA B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n';
  for (const [text, options, search, solutions] of [[knuth, { kind: 'repeat' }, 'repeat', 5], [dlx3, {}, 'bounds', 1]]) {
    const t = new api.Tracer(text, options);
    assert.equal(t.search, search);
    const { events, states } = walk(t);
    const sets = events.filter((e) => e.kind === 'solution');
    assert.equal(sets.length, solutions, search);
    assert.equal(t.counters().solutions, solutions);
    if (search === 'repeat') {
      assert.ok(sets.every((e) => e.options.length === 3));
      assert.ok(events.some((e) => e.kind === 'prune' && e.h !== null && e.depth + e.h > e.limit && e.counted.length === e.h));
    } else {
      assert.deepEqual(sets[0].options, [1, 3, 4]);
      assert.ok(events.some((e) => e.kind === 'close' && e.count >= e.lo));
      assert.ok(events.some((e) => e.kind === 'dead'));
    }
    // Back, step by step, through the very states the steps went through.
    for (let i = events.length - 1; i >= 0; i--) {
      assert.equal(t.back().kind, events[i].kind);
      assert.equal(JSON.stringify(t.state()), states[i], `${search}: back to step ${i}`);
    }
    assert.equal(t.back(), null);
    assert.throws(() => t.run('uncover', 10), /no event kind 'uncover'/);
    t.free();
  }
  // Read as Auto, a text with multiplicities is exact cover.
  assert.equal(api.formatOf('A B 2:3|C | X Y\nA B X:0 Y:0\nC\n'), 'cover');
  // A plain text still steps Algorithm X.
  assert.equal(new api.Tracer(knuth).search, 'x');
  assert.throws(() => new api.Tracer(knuth, { kind: 'min' }), /auto, cover or repeat/);
});
