// readLesson, as a page or a script calls it: a lesson checked with its
// defaults filled in, or an Error that names the line and column or the
// field, in the language asked for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import api from './load.mjs';

const KINDS = ['sudoku', 'binary', 'cover', 'repeat', 'queens', 'langford', 'pentominoes'];
const lesson = {
  version: 1, title: 'T', kind: 'cover', puzzle: 'A B\nA\nB', stops: [{ step: 0, text: 'Start.' }],
};

test('readLesson fills in the defaults', () => {
  const read = api.readLesson(JSON.stringify(lesson), { kinds: KINDS });
  assert.deepEqual(read, {
    version: 1, title: 'T', lang: 'en', kind: 'cover', puzzle: 'A B\nA\nB', rule: 'smallest', seed: 1,
    stops: [{ step: 0, title: '', text: 'Start.', predict: false }],
  });
});

test('readLesson names what is wrong, in English and in Chinese', () => {
  const thrown = (text, lang = 'en') => {
    try {
      api.readLesson(text, { kinds: KINDS, lang });
    } catch (e) {
      assert.ok(e instanceof Error);
      return e.message;
    }
    throw new Error('no error');
  };
  assert.equal(thrown('{"version": 1,\n  "title": }'), 'the lesson is not JSON: line 2, column 12');
  assert.equal(thrown('{"version": 1,\n  "title": }', 'zh-CN'), '这个课程不是 JSON：第 2 行，第 12 列');
  assert.match(thrown(JSON.stringify({ ...lesson, stops: [{ step: 0, text: '<img src=x onerror=alert(1)>' }] })), /^stops\[0\]\.text has HTML \(<img src=x o…\)/);
  assert.match(thrown(JSON.stringify({ ...lesson, stops: [] }), 'zh-CN'), /没有讲解点/);
  assert.match(thrown(JSON.stringify({ ...lesson, extra: 1 })), /unknown field 'extra'/);
  assert.match(thrown('x'.repeat(70000)), /70000 bytes/);
  assert.throws(() => api.readLesson('{}', { kinds: KINDS, misspelt: true }), /unknown key 'misspelt'/);
});

test('lessonFaults gives the editor every fault at its field, in the teacher\'s words', () => {
  const bad = { ...lesson, title: '', stops: [{ step: 0, text: 'fine' }, { step: 2, title: '<i>', text: '<b>' }] };
  assert.deepEqual(api.lessonFaults(JSON.stringify(bad), { kinds: KINDS }), [
    { stop: null, field: 'title', message: "The lesson's title is empty" },
    { stop: 1, field: 'title', message: "Stop 2's title has HTML (<i>): a lesson is plain text" },
    { stop: 1, field: 'text', message: "Stop 2's text has HTML (<b>): a lesson is plain text" },
  ]);
  assert.equal(api.lessonFaults(JSON.stringify(bad), { kinds: KINDS, lang: 'zh-CN' })[2].message, '第 2 个讲解点的文字 含有 HTML（<b>）：课程只能是纯文字');
  assert.deepEqual(api.lessonFaults(JSON.stringify({ ...lesson, stops: [] }), { kinds: KINDS }), [{ stop: null, field: 'stops', message: 'the lesson has no stops' }]);
  assert.deepEqual(api.lessonFaults(JSON.stringify(lesson), { kinds: KINDS }), []);
});

test('the built-in lessons read', () => {
  const root = new URL('../../www/lessons/', import.meta.url);
  for (const lang of readdirSync(root)) {
    for (const file of readdirSync(new URL(`${lang}/`, root))) {
      const read = api.readLesson(readFileSync(new URL(`${lang}/${file}`, root), 'utf8'), { kinds: KINDS });
      assert.equal(read.lang, lang, file);
    }
  }
});
