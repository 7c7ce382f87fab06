// The settings a host gives an instance, as the `<dlx-lab>` element's
// attributes and the embed's URL parameters spell them: read, checked and
// turned into plain values in one place, so that both take the same words
// and give the same errors.
import { MODES, MODE_CONTROLS } from './layout.js';
import { KINDS as REGISTRY } from '../kinds/index.js';
import { fault } from '../i18n/words.js';
import { LISTINGS } from '../step/code-panel.js';
import CONSTANTS from '../constants.js';

/** Every setting's name, as an attribute. */
export const SETTINGS = ['puzzle', 'kind', 'box', 'variant', 'mode', 'controls', 'from-step', 'to-step', 'rule', 'seed', 'speed', 'autoplay', 'theme', 'unlocked', 'code', 'predict', 'lesson', 'stop'];

const KINDS = ['auto', ...REGISTRY.map((k) => k.id)];
/** The sudoku variants: the registry's variant types, and plain (tests/js/api.test.mjs checks them against the module's). */
export const VARIANTS = ['plain', ...REGISTRY.flatMap((k) => k.variants ?? [])];
/** The item rules, the library's (`ItemRule::NAMES`). */
const RULES = CONSTANTS.rules;
const THEMES = ['light', 'dark', 'auto'];
const CONTROLS = [...new Set(Object.values(MODE_CONTROLS).flat())];

/** Shortens a value for an error message, so a hostile 100 KB attribute stays a short line. */
const quote = (value) => `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;

function oneOf(name, value, allowed) {
  if (allowed.includes(value)) return value;
  throw fault('setting-not-one-of', { name, value: quote(value), allowed: allowed.join(', ') });
}

/** The most steps a demo may open at: getting there takes about a second. */
const MAX_FROM = 1_000_000;

function count(name, value) {
  if (!/^\d{1,9}$/.test(value.trim())) throw fault('setting-not-steps', { name, value: quote(value) });
  return Number(value);
}

/**
 * Reads raw settings (attribute name → string, or null for an absent one)
 * into `{ values, errors }`: the checked values of the settings given, and a
 * message (i18n/words.js) for each bad one. An absent setting gets its default.
 */
export function readSettings(raw) {
  const values = {};
  const errors = [];
  const read = (name, parse) => {
    if (!(name in raw)) return;
    try {
      values[name] = parse(raw[name]);
    } catch (e) {
      errors.push(e.words);
    }
  };
  read('puzzle', (v) => v);
  read('kind', (v) => (v === null ? 'auto' : oneOf('kind', v.trim(), KINDS)));
  read('box', (v) => {
    if (v === null || v.trim() === '') return null;
    const m = /^\s*(\d{1,2})\s*[x×]\s*(\d{1,2})\s*$/.exec(v);
    if (!m) throw fault('setting-box', { value: quote(v) });
    return [Number(m[1]), Number(m[2])];
  });
  read('variant', (v) => (v === null ? 'plain' : oneOf('variant', v.trim(), VARIANTS)));
  read('mode', (v) => (v === null ? 'solve' : oneOf('mode', v.trim(), MODES)));
  read('controls', (v) => {
    if (v === null) return null;
    const names = v.split(/[\s,+]+/).filter(Boolean);
    const unknown = names.filter((n) => !CONTROLS.includes(n));
    if (unknown.length) throw fault('setting-controls', { names: unknown.slice(0, 3).map(quote).join(', '), known: CONTROLS.join(' ') });
    return names;
  });
  read('from-step', (v) => {
    const from = v === null ? 0 : count('from-step', v);
    if (from > MAX_FROM) throw fault('setting-from-max', { from: String(from), max: MAX_FROM });
    return from;
  });
  read('to-step', (v) => (v === null ? Infinity : count('to-step', v)));
  read('rule', (v) => (v === null ? 'smallest' : oneOf('rule', v.trim(), RULES)));
  read('seed', (v) => (v === null ? 1 : count('seed', v)));
  read('speed', (v) => {
    if (v === null) return null;
    const speed = Number(v);
    if (!(speed > 0) || speed > 1e7) throw fault('setting-speed', { value: quote(v) });
    return speed;
  });
  read('autoplay', (v) => v !== null && v !== 'false');
  // The Code panel, open with a listing; Predict, on.
  read('code', (v) => (v === null ? null : oneOf('code', v.trim(), LISTINGS)));
  read('predict', (v) => v !== null && v !== 'false');
  // A lesson (JSON, a link's base64url, or a URL) and the stop it opens at.
  read('lesson', (v) => v);
  read('stop', (v) => (v === null ? 0 : count('stop', v)));
  read('unlocked', (v) => v !== null && v !== 'false');
  read('theme', (v) => (v === null ? 'auto' : oneOf('theme', v.trim(), THEMES)));
  return { values, errors };
}
