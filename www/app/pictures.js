// Save picture and Save SVG, for slides: the board (the grid, a classic's
// picture, the exact-cover table) or the matrix as it shows now (the links
// view, the Shrink view or the matrix canvas), drawn by step/picture.js.
// The file's name says the kind, the view and the step.
import { saveFile } from '../dom.js';
import { msg } from '../i18n/words.js';
import { boardSvg, canvasesPng, svgElementSvg, svgPng } from '../step/picture.js';

export function createPictures(app) {
  const { ref, state } = app;
  /** The panel's own colour, as the picture's background. */
  const background = () => getComputedStyle(ref.board.closest('.board-panel')).backgroundColor;
  const name = (ext) => `dlx-lab-${state.kind}-${ref['picture-of'].value}-step-${app.player.steps}.${ext}`;

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

  async function savePicture() {
    const bg = background();
    const svg = svgOf(bg);
    const blob = svg ? await svgPng(svg, bg) : await canvasesPng(matrixView().canvas, bg);
    saveFile(blob, name('png'));
    app.say(msg('picture-saved'));
  }

  function saveSvg() {
    const svg = svgOf(background());
    if (!svg) {
      app.say(msg('picture-no-svg'));
      return;
    }
    saveFile(new Blob([svg], { type: 'image/svg+xml' }), name('svg'));
    app.say(msg('picture-saved'));
  }

  ref['save-picture'].addEventListener('click', app.act(savePicture));
  ref['save-svg'].addEventListener('click', app.act(saveSvg));
  return {};
}
