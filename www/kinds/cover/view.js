// The exact-cover board: the problem's 0/1 matrix as a table, one row per
// option and one column per item, with the options of a solution marked
// "✓ chosen" (in words, not only colour). Large matrices are summarised
// instead of drawn cell by cell.

const MAX_CELLS = 20000;

/** The board in `container`, in `words` (the instance's, i18n/words.js). */
export function createCoverView(container, words) {
  const wrap = document.createElement('div');
  wrap.className = 'cover';
  container.replaceChildren(wrap);

  /** The puzzle and the chosen options drawn last: the step-through asks for a render every frame. */
  let drawn = { puzzle: null, chosen: null };

  /** Draws puzzle `c` (kinds/cover/index.js): `{ matrix, chosen: Set }`, unless it is drawn already. */
  function render(c) {
    if (c === drawn.puzzle && c.chosen === drawn.chosen && words.lang === drawn.lang) return;
    drawn = { puzzle: c, chosen: c.chosen, lang: words.lang };
    const { t } = words;
    if (!c.matrix) {
      const p = document.createElement('p');
      p.className = 'cover-empty';
      p.textContent = t('cover-paste');
      wrap.replaceChildren(p);
      return;
    }
    const m = c.matrix;
    if (m.options * m.columns > MAX_CELLS) {
      const p = document.createElement('p');
      p.className = 'cover-empty';
      const chosen = [...c.chosen].sort((a, b) => a - b).map((o) => m.optionNumbers[o]);
      p.textContent = words.say([t('cover-too-large-to-draw', { options: m.options, items: m.columns }),
        chosen.length ? t('cover-chosen', { options: chosen.join(' ') }) : '']);
      wrap.replaceChildren(p);
      return;
    }
    const table = document.createElement('table');
    table.className = 'cover-table';
    const caption = document.createElement('caption');
    caption.textContent = m.primary < m.columns
      ? t('cover-caption-secondary', { options: m.options, items: m.columns, secondary: m.columns - m.primary })
      : t('cover-caption', { options: m.options, items: m.columns });
    const head = document.createElement('tr');
    const corner = document.createElement('th');
    corner.textContent = t('cover-option');
    corner.scope = 'col';
    head.append(corner);
    m.columnLabels.forEach((label, i) => {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = label;
      if (i >= m.primary) th.classList.add('secondary');
      head.append(th);
    });
    const body = document.createElement('tbody');
    m.optionColumns.forEach((cols, o) => {
      const tr = document.createElement('tr');
      const chosen = c.chosen.has(o);
      tr.classList.toggle('chosen', chosen);
      const th = document.createElement('th');
      th.scope = 'row';
      const number = m.optionNumbers[o];
      th.textContent = `${chosen ? '✓ ' : ''}${number}`;
      th.setAttribute('aria-label', t(chosen ? 'cover-option-chosen' : 'cover-option-number', { number: words.plain(number) }));
      tr.append(th);
      const set = new Set(cols);
      for (let k = 0; k < m.columns; k++) {
        const td = document.createElement('td');
        td.textContent = set.has(k) ? '1' : '';
        if (set.has(k)) td.classList.add('one');
        tr.append(td);
      }
      body.append(tr);
    });
    const thead = document.createElement('thead');
    thead.append(head);
    table.append(caption, thead, body);
    wrap.replaceChildren(table);
  }

  return { render };
}
