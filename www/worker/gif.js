// Save animation's encoder, off the main thread so the page stays
// responsive: the page sends the frames one at a time as RGBA pixels, each
// is quantized to a palette of its own and written (gifenc, MIT, vendored
// into vendor/gifenc/ by make site), and the worker says how many it has
// written. Cancel terminates it. Messages come from this instance's own
// page only; anything else is ignored.
import { GIFEncoder, applyPalette, quantize } from '../vendor/gifenc/gifenc.js';

let gif = null;

onmessage = ({ data }) => {
  if (data?.type === 'start') gif = GIFEncoder();
  else if (data?.type === 'frame' && gif && data.pixels instanceof ArrayBuffer) {
    const pixels = new Uint8ClampedArray(data.pixels);
    const palette = quantize(pixels, 256);
    gif.writeFrame(applyPalette(pixels, palette), data.width, data.height, { palette, delay: data.delay });
    postMessage({ type: 'progress', frames: data.index + 1 });
  } else if (data?.type === 'end' && gif) {
    gif.finish();
    const bytes = gif.bytes();
    postMessage({ type: 'done', bytes }, [bytes.buffer]);
    gif = null;
  }
};
