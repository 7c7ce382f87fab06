// The exact-cover board (repeated cover's too): the problem's 0/1 matrix as
// a table, one row per option and one column per item, with the options of
// a solution marked "✓ chosen" (in words, not only colour). While the
// step-through runs, the table is the search's state at its step, as a
// slide of it should be: the options in the partial solution marked ●, the
// one being tried ▶, the options a cover took out and the covered items
// faded. Large matrices are summarised instead of drawn cell by cell.

const MAX_CELLS = 20000;

/** The board in `container`, in `words` (the instance's, i18n/words.js). */
export function createCoverView(container, words) {
  const wrap = document.createElement('div');
  wrap.className = 'cover';
  container.replaceChildren(wrap);

  /** What the table was built for (the puzzle and the language), and its rows and item headers. */
  let built = { puzzle: null, lang: null };
  let rows = [];
  let heads = [];
  /** The marks drawn last, as a key: the step-through asks for a render every frame. */
  let marked = '';

  /** Builds the table of matrix `m`, or says it is too large; returns whether there is a table. */
  function build(c) {
    built = { puzzle: c, lang: words.lang };
    rows = [];
    heads = [];
    marked = '';
    const { t } = words;
    const m = c.matrix;
    if (!m || m.options * m.columns > MAX_CELLS) return false;
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
      heads.push(th);
    });
    const body = document.createElement('tbody');
    m.optionColumns.forEach((cols) => {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      tr.append(th);
      const set = new Set(cols);
      for (let k = 0; k < m.columns; k++) {
        const td = document.createElement('td');
        td.textContent = set.has(k) ? '1' : '';
        if (set.has(k)) td.classList.add('one');
        tr.append(td);
      }
      body.append(tr);
      rows.push(tr);
    });
    const thead = document.createElement('thead');
    thead.append(head);
    table.append(caption, thead, body);
    wrap.replaceChildren(table);
    return true;
  }

  /** Each option's state: 'chosen' (Solve's answer), 'trying', 'set' (the partial solution), 'out' or ''. */
  function states(c, trace) {
    const m = c.matrix;
    const inSet = new Set(trace?.partial ?? []);
    // The search's marks first, then Solve's answer, then what a cover took out.
    return m.optionColumns.map((_, o) => {
      if (o === trace?.trying) return 'trying';
      if (inSet.has(o)) return 'set';
      if (c.chosen.has(o)) return 'chosen';
      return trace?.removed?.[o] ? 'out' : '';
    });
  }

  /** The row header's words for option `o` in state `state`, and its mark. */
  const MARKS = { chosen: ['✓ ', 'cover-option-chosen'], set: ['● ', 'cover-option-in-set'], trying: ['▶ ', 'cover-option-trying'], out: ['', 'cover-option-out'], '': ['', 'cover-option-number'] };

  /** Draws puzzle `c` (kinds/cover/index.js): `{ matrix, chosen: Set }`, at the search's `trace` (`{ partial, trying, removed, covered }`) if it runs. */
  function render(c, { trace = null } = {}) {
    const { t } = words;
    if (c !== built.puzzle || words.lang !== built.lang) {
      if (!build(c)) {
        const p = document.createElement('p');
        p.className = 'cover-empty';
        if (!c.matrix) p.textContent = t('cover-paste');
        else {
          const chosen = [...c.chosen].sort((a, b) => a - b).map((o) => c.matrix.optionNumbers[o]);
          p.textContent = words.say([t('cover-too-large-to-draw', { options: c.matrix.options, items: c.matrix.columns }),
            chosen.length ? t('cover-chosen', { options: chosen.join(' ') }) : '']);
        }
        wrap.replaceChildren(p);
      }
    }
    if (!rows.length) return;
    const m = c.matrix;
    const each = states(c, trace);
    const covered = trace?.covered ?? [];
    const key = `${each.join()}|${[...covered].join('')}`;
    if (key === marked) return;
    marked = key;
    rows.forEach((tr, o) => {
      const state = each[o];
      for (const name of ['chosen', 'set', 'trying', 'out']) tr.classList.toggle(name, state === name);
      const [mark, id] = MARKS[state];
      const number = m.optionNumbers[o];
      tr.firstChild.textContent = `${mark}${number}`;
      tr.firstChild.setAttribute('aria-label', t(id, { number: words.plain(number) }));
    });
    heads.forEach((th, k) => th.classList.toggle('covered', !!covered[k]));
  }

  return { render };
}
