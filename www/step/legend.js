// A view's legend: what its colours and marks mean, as a list of swatches
// and words. The words name each colour ("grey stripes: covered items"), so
// a swatch is never the only cue, and screen readers, which skip the
// swatches, read the words. Its name and words are messages, filled by
// dom.js's translate() in the instance's language.
import { h } from '../dom.js';

/**
 * A list named by message `label` with one item per entry `{ key, swatch,
 * text, colour }` (`text` a message id): `swatch` is the swatch's shape (a class the stylesheet
 * draws), `colour` an optional fill for views that draw with colours of
 * their own (a canvas) rather than the stylesheet's. Each item carries
 * `data-key`, for a view that shows an entry only when its mark is drawn.
 */
export function legend(label, entries) {
  return h('ul', { class: 'legend', 'l10n:aria-label': label }, entries.map(({ key, swatch, text, colour }) => {
    const mark = h('span', { class: `swatch ${swatch}`, 'aria-hidden': 'true' });
    // Through the CSSOM: a style attribute would need the host's CSP to allow inline styles.
    if (colour) mark.style.background = colour;
    return h('li', { 'data-key': key }, mark, h('span', { l10n: text }));
  }));
}
