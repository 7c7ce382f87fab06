// The bad-input table (docs/BAD-INPUT.md) for the JS API: each row of
// tests/hostile/rows.json with a `js` entry is one test, calling the
// function it names on the row's input. A row either throws an Error whose
// message names the problem (and the module keeps working), or returns
// what the row says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api from './load.mjs';
import { ROWS, expand } from '../hostile/rows.mjs';

const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

for (const row of ROWS.filter((r) => r.js)) {
  test(`bad input, ${row.id}: ${row.readme[0]}`, () => {
    const { call, options, throws, returns } = row.js;
    const text = expand(row.input);
    const run = () => api[call](text, options);
    if (throws) {
      assert.throws(run, (e) => {
        assert.ok(e instanceof Error, `an Error, not ${e}`);
        assert.ok(e.message.includes(throws), `"${throws}" in "${e.message.slice(0, 300)}"`);
        return true;
      });
    } else {
      const result = run();
      for (const [key, value] of Object.entries(returns)) assert.deepEqual(result[key], value, key);
    }
    // The module keeps working after any of them.
    assert.equal(api.solve(EULER).status, 'unique');
  });
}
