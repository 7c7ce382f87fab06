// Pictures for slides. The board (a sudoku's grid, a classic's picture, the
// exact-cover table) becomes SVG from what is on screen: each box's
// background and borders as rectangles, each text where it is drawn, in its
// font and colour. So no kind draws twice, and the picture is the view the
// class saw. The matrix comes from its canvases (or the Shrink view's), the
// links view from its own SVG with its styles written in; each is drawn on
// a canvas, for a PNG (as on screen, at twice the pixel density, or 1920
// px wide) or a frame of an animation, each with a caption under it if
// asked (the step and its narration). Texts are escaped into the SVG,
// which goes into a file or an <img>, never into the page as markup.

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Pixels per CSS pixel in a saved PNG. */
export const SCALE = 2;

const round = (n) => Math.round(n * 100) / 100;
/** An element's attributes as markup: `name="value"`, space-separated. */
const attributes = (values) => Object.entries(values).map(([name, value]) => `${name}="${value}"`).join(' ');
const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/** Whether a computed colour paints anything. */
const paints = (color) => !!color && color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color);

/** The boxes, borders and texts of `el` and what is inside it, as SVG elements' markup, relative to `origin`. */
function shapes(el, origin) {
  const out = [];
  for (const node of [el, ...el.querySelectorAll('*')]) {
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const r = node.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const x = r.left - origin.left, y = r.top - origin.top;
    const alpha = Number(style.opacity) < 1 ? ` opacity="${style.opacity}"` : '';
    if (paints(style.backgroundColor)) {
      out.push(`<rect x="${round(x)}" y="${round(y)}" width="${round(r.width)}" height="${round(r.height)}" fill="${style.backgroundColor}"${alpha}/>`);
    }
    const sides = {
      Top: [x, y, r.width, parseFloat(style.borderTopWidth)],
      Bottom: [x, y + r.height - parseFloat(style.borderBottomWidth), r.width, parseFloat(style.borderBottomWidth)],
      Left: [x, y, parseFloat(style.borderLeftWidth), r.height],
      Right: [x + r.width - parseFloat(style.borderRightWidth), y, parseFloat(style.borderRightWidth), r.height],
    };
    for (const [side, [bx, by, bw, bh]] of Object.entries(sides)) {
      const color = style[`border${side}Color`];
      if (bw > 0 && bh > 0 && style[`border${side}Style`] !== 'none' && paints(color)) {
        out.push(`<rect x="${round(bx)}" y="${round(by)}" width="${round(bw)}" height="${round(bh)}" fill="${color}"${alpha}/>`);
      }
    }
    for (const child of node.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      const t = range.getBoundingClientRect();
      if (!t.width) continue;
      const font = `font-family="${escape(style.fontFamily)}" font-size="${style.fontSize}" font-weight="${style.fontWeight}" font-style="${style.fontStyle}"`;
      out.push(`<text x="${round(t.left - origin.left + t.width / 2)}" y="${round(t.top - origin.top + t.height / 2)}" ${font} fill="${style.color}"${alpha}`
        + ` text-anchor="middle" dominant-baseline="central">${escape(child.textContent.trim())}</text>`);
    }
  }
  return out;
}

/** The box around what `el` holds (its children), so that a picture has no margin the layout left. */
function contentBox(el) {
  const boxes = [...el.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width && r.height);
  if (!boxes.length) return el.getBoundingClientRect();
  const left = Math.min(...boxes.map((r) => r.left)), top = Math.min(...boxes.map((r) => r.top));
  const right = Math.max(...boxes.map((r) => r.right)), bottom = Math.max(...boxes.map((r) => r.bottom));
  return { left, top, width: right - left, height: bottom - top };
}

/** `el` as an SVG document (text), on `background`, the size its content has on screen. */
export function boardSvg(el, background) {
  const origin = contentBox(el);
  const [w, h] = [Math.ceil(origin.width), Math.ceil(origin.height)];
  const svg = attributes({ xmlns: SVG_NS, width: w, height: h, viewBox: `0 0 ${w} ${h}` });
  return `<svg ${svg}><rect ${attributes({ width: w, height: h, fill: background })}/>${shapes(el, origin).join('')}</svg>\n`;
}

/** An SVG element of the page (the links view) as a document, with the styles its classes give it written in. */
export function svgElementSvg(svg, background) {
  const copy = svg.cloneNode(true);
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  const keep = ['fill', 'stroke', 'stroke-width', 'opacity', 'font-size', 'font-family', 'font-weight', 'r'];
  originals.forEach((node, i) => {
    const style = getComputedStyle(node);
    copies[i].removeAttribute('class');
    copies[i].setAttribute('style', keep.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';'));
  });
  const { width, height } = svg.getBoundingClientRect();
  copy.setAttribute('width', String(Math.ceil(width)));
  copy.setAttribute('height', String(Math.ceil(height)));
  const back = document.createElementNS(SVG_NS, 'rect');
  for (const [name, value] of Object.entries({ width: '100%', height: '100%', fill: background })) back.setAttribute(name, value);
  copy.insertBefore(back, copy.firstChild);
  return `${new XMLSerializer().serializeToString(copy)}\n`;
}

/** A canvas `scale` times the CSS size of `box` (a DOMRect), `background` first. */
function canvasFor(box, background, scale) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(box.width * scale);
  canvas.height = Math.ceil(box.height * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(scale, scale);
  return { canvas, ctx };
}

/** A canvas as a PNG file's contents. */
export const png = (canvas) => new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));

/** A scale: a number, or a function of the picture's CSS width (1920 px wide: `(w) => 1920 / w`). */
const scaleOf = (scale, width) => (typeof scale === 'function' ? scale(width) : scale);

/** SVG text drawn on a canvas, `scale` times its size: `{ canvas, scale }`. */
export async function svgCanvas(svg, background, scale = SCALE) {
  // A data: URL, which the pages' CSP allows for images (img-src 'self' data:), where blob: is not.
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const s = scaleOf(scale, img.width);
  const { canvas, ctx } = canvasFor({ width: img.width, height: img.height }, background, s);
  ctx.drawImage(img, 0, 0, img.width, img.height);
  return { canvas, scale: s };
}

/** Canvas `el`, or the canvases inside it (the matrix's layers), drawn where they show, on one canvas `scale` times its size: `{ canvas, scale }`. */
export function canvasesCanvas(el, background, scale = SCALE) {
  const origin = el.getBoundingClientRect();
  const s = scaleOf(scale, origin.width);
  const { canvas, ctx } = canvasFor(origin, background, s);
  for (const layer of el instanceof HTMLCanvasElement ? [el] : el.querySelectorAll('canvas')) {
    const r = layer.getBoundingClientRect();
    if (r.width && getComputedStyle(layer).display !== 'none') ctx.drawImage(layer, r.left - origin.left, r.top - origin.top, r.width, r.height);
  }
  return { canvas, scale: s };
}

// ---- Captions: the step and its narration under a picture -------------------

/** A caption's type, in CSS px, and the room around it. */
const CAPTION = { size: 15, line: 1.35, pad: 10 };

/**
 * `text` in lines no wider than `width` as `ctx` measures them: broken at
 * a space where there is one, else between characters (Chinese has none).
 */
function wrap(ctx, text, width) {
  const lines = [];
  let line = '';
  for (const ch of text) {
    if (!line || ctx.measureText(line + ch).width <= width) {
      line += ch;
      continue;
    }
    const cut = line.lastIndexOf(' ');
    if (ch !== ' ' && cut > 0) {
      lines.push(line.slice(0, cut));
      line = line.slice(cut + 1) + ch;
    } else {
      lines.push(line);
      line = ch === ' ' ? '' : ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A context to measure captions with, made once. */
let measure = null;

/** `text` wrapped to `width` CSS px in `font`; `fixed` lines exactly if given (a frame of an animation: every frame the same size). */
function captionLines(text, width, font, fixed) {
  measure ??= document.createElement('canvas').getContext('2d');
  const ctx = measure;
  ctx.font = `${CAPTION.size}px ${font}`;
  const lines = wrap(ctx, text, width - 2 * CAPTION.pad);
  if (!fixed) return lines;
  if (lines.length > fixed) lines.splice(fixed - 1, lines.length, `${lines[fixed - 1].slice(0, -1)}…`);
  while (lines.length < fixed) lines.push('');
  return lines;
}

/** Canvas `canvas` (drawn at `scale`) with `text` under it, in `font` and `color` on `background`; `fixed` lines if given. */
export function captionCanvas({ canvas, scale }, text, { background, color, font, fixed = 0 }) {
  const lines = captionLines(text, canvas.width / scale, font, fixed);
  const band = (lines.length * CAPTION.size * CAPTION.line + 2 * CAPTION.pad) * scale;
  const out = document.createElement('canvas');
  out.width = canvas.width;
  out.height = Math.ceil(canvas.height + band);
  const ctx = out.getContext('2d', { willReadFrequently: true });
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.drawImage(canvas, 0, 0);
  ctx.scale(scale, scale);
  ctx.fillStyle = color;
  ctx.font = `${CAPTION.size}px ${font}`;
  ctx.textBaseline = 'top';
  lines.forEach((line, i) => ctx.fillText(line, CAPTION.pad, canvas.height / scale + CAPTION.pad + i * CAPTION.size * CAPTION.line));
  return { canvas: out, scale };
}

/** SVG document `svg` with `text` under it, as `captionCanvas` draws it; the text escaped, as every text here. */
export function captionSvg(svg, text, { background, color, font }) {
  const tag = /^<svg[^>]*>/.exec(svg.trim())[0];
  const [w, h] = ['width', 'height'].map((name) => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(tag)[1]));
  const lines = captionLines(text, w, font, 0);
  const band = lines.length * CAPTION.size * CAPTION.line + 2 * CAPTION.pad;
  const height = Math.ceil(h + band);
  const texts = lines.map((line, i) => `<text ${attributes({ x: CAPTION.pad, y: round(h + CAPTION.pad + i * CAPTION.size * CAPTION.line), 'font-size': CAPTION.size, 'font-family': escape(font), fill: color, 'dominant-baseline': 'hanging' })}>${escape(line)}</text>`);
  return `<svg ${attributes({ xmlns: SVG_NS, width: w, height, viewBox: `0 0 ${w} ${height}` })}><rect ${attributes({ width: w, height, fill: background })}/>`
    + `${svg.trim().replace(/^<svg /, `<svg x="0" y="0" `)}${texts.join('')}</svg>\n`;
}
