// A hint's "Why?" in the hint panel itself: the hint's items (columns of
// the exact-cover matrix) and the options still in them, as a small table,
// so that the page stays where the grid is (the step-through's matrix,
// beside or below, marks the same items). The player reads it off the
// search (player.spotlight); this only draws it.
import { h } from '../dom.js';

/** Shows `shown` (player.spotlight's result, or null: nothing) in `figure`, built once per result. */
export function renderWhy(figure, shown, words) {
  figure.hidden = !shown;
  if (figure.shown === shown) return;
  figure.shown = shown;
  if (!shown) {
    figure.replaceChildren();
    return;
  }
  const head = h('tr', {}, h('th', { scope: 'col' }, words.t('hint-why-option')),
    ...shown.items.map((item) => h('th', { scope: 'col', title: item.meaning, class: 'spot' }, item.label)));
  const rows = shown.options.map((o) => h('tr', {}, h('th', { scope: 'row' }, o.label), ...o.has.map((has) => h('td', {}, has ? '1' : ''))));
  figure.replaceChildren(h('figcaption', {}, words.say(shown.message)),
    h('div', { class: 'why-scroll', tabindex: 0, 'aria-label': words.t('hint-why-table') }, h('table', { class: 'why-matrix' }, h('thead', {}, head), h('tbody', {}, ...rows))));
}
