// The one way the component makes elements: `h(tag, attributes, ...children)`.
// Children are elements or strings, and strings become text nodes, so
// nothing the user or a link supplies is ever parsed as HTML.
//
// Fixed words (a button's name, a label) are marked rather than written:
// `l10n: id` for the element's text, `'l10n:aria-label': id` for an
// attribute (any attribute after the colon), and `translate(root, words)`
// fills every mark inside root in the instance's language, again whenever
// the language changes.

/**
 * An element with attributes (`class`, `aria-*`, `data-*`, …; `true` sets
 * an empty attribute, `false` and `null` leave it out), marks for its words
 * (see above), and children.
 */
export function h(tag, attributes = {}, ...children) {
  const el = document.createElement(tag);
  const marks = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === 'l10n') el.dataset.l10n = value;
    else if (name.startsWith('l10n:')) marks.push(`${name.slice(5)}=${value}`);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  if (marks.length) el.dataset.l10nAttrs = marks.join(' ');
  el.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return el;
}

/** Offers `blob` as a file to save, named `name` (a lesson, a picture). */
export function saveFile(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Copies `text` to the clipboard; resolves to whether it could (a link, a
 * listing). A frame without the clipboard permission (the sandboxed embed)
 * is not asked: the browser would refuse and log a policy violation.
 */
export async function copyText(text) {
  const policy = document.permissionsPolicy ?? document.featurePolicy;
  if (policy && !policy.allowsFeature('clipboard-write')) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without permission, or without focus, copying is refused.
    return false;
  }
}

/** Fills every word mark inside `root` (and on it) with `words` (i18n/words.js). */
export function translate(root, words) {
  const marked = [root, ...root.querySelectorAll('[data-l10n], [data-l10n-attrs]')];
  for (const el of marked) {
    if (el.dataset?.l10n) el.textContent = words.t(el.dataset.l10n);
    for (const pair of el.dataset?.l10nAttrs?.split(' ').filter(Boolean) ?? []) {
      const [attribute, id] = pair.split('=');
      el.setAttribute(attribute, words.t(id));
    }
  }
}
