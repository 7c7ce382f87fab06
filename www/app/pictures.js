// Pictures for slides: Save picture (PNG) and Save SVG of the board (the
// grid, a classic's picture, the exact-cover table) or of the matrix as it
// shows now (the links view, the Shrink view or the matrix canvas), drawn
// by step/picture.js; and Save animation, the same view at each step of a
// range as an animated GIF. Each can be as on screen, twice as large or
// 1920 px wide, and carry a caption: the step and its narration, as the
// class saw them. The frames are drawn here, one step at a time
// (the player's goto, exact both ways), and encoded in a worker
// (worker/gif.js), so the page stays responsive; Cancel terminates it. The
// file's name says the kind, the view and the steps.
import { saveFile } from '../dom.js';
import { fault, msg } from '../i18n/words.js';
import { boardSvg, canvasesCanvas, captionCanvas, captionSvg, png, svgCanvas, svgElementSvg } from '../step/picture.js';
import { folder, moved } from '../root.js';

/** The most frames an animation has: a long range would make a file too large for slides. */
export const MAX_FRAMES = 300;

export function createPictures(app) {
  const { ref, state, player } = app;
  /** The panel's own colour, as the picture's background. */
  const background = () => getComputedStyle(ref.board.closest('.board-panel')).backgroundColor;
  const name = (what, ext) => `dlx-lab-${state.kind}-${ref['picture-of'].value}-${what}.${ext}`;

  /** The matrix as it shows: `{ svg }` for the links view, else `{ canvas }` (Shrink's, or the matrix's layers). */
  function matrixView() {
    const links = ref['links-view'].querySelector('svg');
    if (!ref['links-view'].hidden && links) return { svg: links };
    const small = ref.matrix.querySelector('.matrix-shrink');
    return { canvas: small && !small.hidden ? small : ref.matrix.querySelector('.matrix-stack') };
  }

  /** The chosen view as SVG text, or null where it is a canvas. */
  function svgOf(bg) {
    if (ref['picture-of'].value === 'board') return boardSvg(ref.board, bg);
    const { svg } = matrixView();
    return svg ? svgElementSvg(svg, bg) : null;
  }

  /** The caption, if asked for: the step and the narration as they show; null if not. */
  function caption() {
    if (!ref['picture-caption'].checked) return null;
    const style = getComputedStyle(ref.narration);
    const text = app.words.t('picture-caption', { step: app.words.plain(player.steps), narration: ref.narration.textContent.trim() });
    return { text, style: { background: background(), color: style.color, font: style.fontFamily } };
  }

  /** A size choice ('1', '2' or '1920') as a scale of the picture's CSS width. */
  const scaleFor = (size) => (size === '1920' ? (width) => 1920 / width : Number(size) || 1);

  /** The chosen view drawn on a canvas at `size`, with the caption if asked (`fixed` lines of it: an animation's frames). */
  async function canvasOf(size, fixed = 0) {
    const bg = background();
    const svg = svgOf(bg);
    const scale = scaleFor(size);
    const drawn = svg ? await svgCanvas(svg, bg, scale) : canvasesCanvas(matrixView().canvas, bg, scale);
    const words = caption();
    return (words ? captionCanvas(drawn, words.text, { ...words.style, fixed }) : drawn).canvas;
  }

  async function savePicture() {
    saveFile(await png(await canvasOf(ref['picture-size'].value)), name(`step-${player.steps}`, 'png'));
    app.say(msg('picture-saved'));
  }

  function saveSvg() {
    const svg = svgOf(background());
    if (!svg) {
      app.say(msg('picture-no-svg'));
      return;
    }
    const words = caption();
    const text = words ? captionSvg(svg, words.text, words.style) : svg;
    saveFile(new Blob([text], { type: 'image/svg+xml' }), name(`step-${player.steps}`, 'svg'));
    app.say(msg('picture-saved'));
  }

  // ---- Save animation ------------------------------------------------------

  const dialog = ref['animation-dialog'];
  /** The animation being made: `{ worker, cancelled }`, or null. */
  let making = null;

  /** Opens the dialog with a range: the lesson's stops, or the next 20 steps. */
  function openDialog() {
    const stops = state.lesson?.lesson.stops.map((s) => s.step);
    const [from, to] = stops ? [Math.min(...stops), Math.max(...stops)] : [player.steps, player.steps + 20];
    ref['animation-from'].value = String(from);
    ref['animation-to'].value = String(to);
    ref['animation-progress'].hidden = true;
    ref['animation-save'].disabled = false;
    dialog.showModal();
  }

  /** Draws each step of the range and has the worker encode it; saves the GIF, then goes back to the step it was at. */
  async function saveAnimation() {
    const from = Math.max(0, Math.trunc(Number(ref['animation-from'].value)) || 0);
    const to = Math.max(from, Math.trunc(Number(ref['animation-to'].value)) || 0);
    if (to - from + 1 > MAX_FRAMES) throw fault('animation-too-long', { max: MAX_FRAMES });
    const delay = Math.round(1000 / Math.max(1, Math.min(30, Number(ref['animation-speed'].value) || 4)));
    const size = ref['animation-size'].value;
    const back = player.steps;
    // The folder setBasePath named (same-origin: a module worker), else the file as a bundler placed it.
    const worker = moved()
      ? new Worker(new URL('worker/gif.js', folder()), { type: 'module' })
      : new Worker(new URL('../worker/gif.js', import.meta.url), { type: 'module' });
    const current = { worker, cancelled: false };
    making = current;
    const frames = to - from + 1;
    const bar = ref['animation-progress'];
    Object.assign(bar, { hidden: false, max: frames * 2, value: 0 });
    ref['animation-save'].disabled = true;
    const done = new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.type === 'progress') bar.value = frames + data.frames;
        if (data.type === 'done') resolve(data.bytes);
      };
      worker.onerror = (e) => reject(new Error(e.message));
    });
    try {
      worker.postMessage({ type: 'start' });
      for (let step = from, index = 0; step <= to; step++, index++) {
        await player.goto(step);
        if (current.cancelled) return;
        // Three lines of caption on every frame, so that all are the same size.
        const canvas = await canvasOf(size, 3);
        const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
        worker.postMessage({ type: 'frame', pixels: data.buffer, width, height, delay, index }, [data.buffer]);
        bar.value = index + 1;
      }
      worker.postMessage({ type: 'end' });
      const bytes = await done;
      if (current.cancelled) return;
      saveFile(new Blob([bytes], { type: 'image/gif' }), name(`steps-${from}-${to}`, 'gif'));
      app.say(msg('animation-saved', { frames }));
      dialog.close();
    } finally {
      worker.terminate();
      if (making === current) making = null;
      ref['animation-save'].disabled = false;
      await player.goto(back);
    }
  }

  /** Cancel: the worker goes, and the dialog closes; the search goes back to where it was. */
  function cancel() {
    if (making) {
      making.cancelled = true;
      making.worker.terminate();
      app.say(msg('animation-cancelled'));
    }
    dialog.close();
  }

  ref['save-picture'].addEventListener('click', app.act(savePicture));
  ref['save-svg'].addEventListener('click', app.act(saveSvg));
  ref['save-animation'].addEventListener('click', openDialog);
  ref['animation-save'].addEventListener('click', app.act(saveAnimation));
  ref['animation-cancel'].addEventListener('click', cancel);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    cancel();
  });
  return {};
}
