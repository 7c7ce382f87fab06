// The board of the classic exact-cover puzzles (kinds/classic/index.js): a size
// picker above a picture that the kind brings (queens/view.js,
// langford/view.js, pentominoes/view.js). This file decides what the
// picture shows, as option labels of the matrix ('r3 c5 a8 b5'); the
// picture maps them to squares, places or cells.
//
// The picture shows either Solve's solution or the step-through's partial
// solution with the option being tried, whichever changed last: Solve shows
// its answer even in the middle of a search, and the next Step shows the
// search again.
import { h } from '../../dom.js';

/**
 * The board in `container`: `sizes` ([{ value, label }]) in a select named
 * `sizeLabel`, whose choice goes to `onPick(size)`; `picture(element)`
 * returns `{ draw(puzzle, { placed, trying, solved }) }` with `placed` the
 * labels of the options shown (the one tried among them), `trying` the
 * label of the option being tried or null, and `solved` whether they are
 * Solve's solution.
 */
export function createClassicView(container, { sizes, sizeLabel, picture, onPick, words }) {
  const { say } = words;
  const select = h('select', {}, ...sizes.map((s) => h('option', { value: s.value }, say(s.label))));
  const area = h('div', { class: 'classic-picture' });
  container.replaceChildren(h('div', { class: 'classic' }, h('label', { class: 'classic-size' }, say(sizeLabel), ' ', select), area));
  select.addEventListener('change', () => onPick(select.value));
  const pictured = picture(area, words);

  /** What the last render saw, to tell which of the solution and the search changed last. */
  let seen = { puzzle: null, solution: null, search: '' };
  let showSearch = true;
  /** What the picture shows now: it is drawn again only when that changes. */
  let drawn = '';

  /**
   * Draws puzzle `p`; `trace` is the step-through's `{ partial, trying }`
   * (option indices; -1: none tried), or null; `locked`: the size may not change.
   */
  function render(p, { trace = null, locked = false } = {}) {
    select.value = p.size;
    select.disabled = locked;
    const partial = trace?.partial ?? [];
    const tried = trace?.trying ?? -1;
    const search = `${partial}/${tried}`;
    if (p !== seen.puzzle || p.solution !== seen.solution) showSearch = !p.solution;
    else if (search !== seen.search) showSearch = true;
    seen = { puzzle: p, solution: p.solution, search };
    const solved = !showSearch && !!p.solution;
    const placed = (solved ? p.solution : partial).map((o) => p.labels[o]);
    const trying = !solved && tried >= 0 ? p.labels[tried] : null;
    const look = `${p.size}|${placed}|${trying}|${solved}|${words.lang}`;
    if (look === drawn) return;
    drawn = look;
    pictured.draw(p, { placed, trying, solved });
  }

  return { render };
}
