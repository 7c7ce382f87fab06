// The Langford pairs picture: the 2n places as a row of numbered boxes, each
// holding the value placed there (classic/view.js says which options are
// shown), the two boxes of a value in the same colour. The row is one image
// for screen readers, its name reading the sequence ("2 3 1 2 1 3").
import { h } from '../../dom.js';

/** The value and places of an option label '3 s2 s6': [3, 2, 6]. */
function pairOf(label) {
  const [, k, i, j] = /^(\d+) s(\d+) s(\d+)$/.exec(label);
  return [Number(k), Number(i), Number(j)];
}

/** The picture in `area` (see createClassicView). */
export function createLangfordPicture(area, words) {
  const row = h('div', { class: 'langford', role: 'img' });
  area.replaceChildren(row);
  let n = 0;
  /** The value box of each place, 1-based (boxes[0] is unused). */
  let boxes = [];

  function build(size) {
    n = size;
    row.style.setProperty('--places', 2 * n);
    boxes = [null];
    const places = [];
    for (let i = 1; i <= 2 * n; i++) {
      const box = h('span', { class: 'value' });
      boxes.push(box);
      places.push(h('div', { class: 'place' }, box, h('span', { class: 'number' }, String(i))));
    }
    row.replaceChildren(...places);
  }

  function draw(p, { placed, trying, solved }) {
    if (Number(p.size) !== n) build(Number(p.size));
    const values = new Array(2 * n + 1).fill(0);
    for (const [k, i, j] of placed.map(pairOf)) values[i] = values[j] = k;
    const tried = trying ? pairOf(trying) : null;
    for (let i = 1; i <= 2 * n; i++) {
      const box = boxes[i];
      box.textContent = values[i] ? String(values[i]) : '';
      box.classList.toggle('placed', values[i] > 0);
      // The golden angle apart, so that neighbouring values get far-apart hues.
      box.style.setProperty('--hue', String(Math.round(values[i] * 137.5) % 360));
      box.classList.toggle('trying', tried !== null && (tried[1] === i || tried[2] === i));
    }
    const { t } = words;
    const sequence = values.slice(1).map((v) => v || t('langford-blank')).join(' ');
    const search = t('langford-search', { placed: placed.length, n: words.plain(n), sequence });
    const what = placed.length === 0 ? t('langford-empty', { places: 2 * n })
      : solved ? t('picture-solution', { where: sequence })
        : tried ? t('langford-trying', { search, number: tried[0], first: tried[1], second: tried[2] }) : search;
    row.setAttribute('aria-label', t('langford-picture', { n: words.plain(n), what }));
  }

  return { draw };
}
