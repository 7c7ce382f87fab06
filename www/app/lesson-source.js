// Where lessons come from and how links carry them. A lesson arrives as
// JSON, as base64url (of the JSON compressed with deflate-raw, or of the
// JSON itself: a link's `?lesson=`), as a built-in lesson's name, or as a
// URL of a JSON file (the element's `lesson` attribute); the built-in ones
// are files of the element's folder, `lessons/<lang>/<id>.json`.
import { fault } from '../i18n/words.js';
import { base64UrlToBytes, bytesToBase64Url } from '../kinds/share.js';
import { located } from '../root.js';

/** The built-in lessons, each a file `lessons/<lang>/<id>.json` of the element's folder, in their order. */
export const BUILT_IN = ['exact-cover', 'sudoku-cover', 'smallest-item', 'queens', 'backtracking'];

/** The most bytes a lesson link may unpack to: the Rust side's limit, and a stop to deflate bombs. */
const MAX_UNPACKED = 64 * 1024;

/** `text` compressed with deflate-raw, as base64url: a lesson link's parameter. */
export async function packLesson(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return bytesToBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** The text of a base64url parameter: deflate-raw JSON, or the JSON itself. */
async function unpack(param) {
  let bytes;
  try {
    bytes = base64UrlToBytes(param);
  } catch {
    throw fault('lesson-link-unread');
  }
  try {
    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
    const chunks = [];
    let size = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      size += r.value.length;
      if (size > MAX_UNPACKED) {
        reader.cancel();
        throw fault('lesson-link-too-big', { max: MAX_UNPACKED });
      }
      chunks.push(r.value);
    }
    return new TextDecoder().decode(await new Blob(chunks).arrayBuffer());
  } catch (e) {
    if (e.words) throw e;
    // Not deflate-raw: plain base64url JSON.
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw fault('lesson-link-unread');
    }
  }
}

/**
 * The lesson text of `source`: JSON as it is, a built-in lesson's name (in
 * `lang`), a base64url parameter unpacked, or a URL's file. A name needs no
 * path: a URL is the host page's, which knows nothing of where the
 * element's folder was copied to.
 */
export async function lessonText(source, lang) {
  const text = source.trim();
  if (text.startsWith('{')) return text;
  if (BUILT_IN.includes(text)) return builtIn(text, lang);
  if (/^[\w-]+$/.test(text) && text.length > 16) return unpack(text);
  let response;
  try {
    response = await fetch(new URL(text, document.baseURI));
  } catch {
    throw fault('lesson-fetch-failed', { url: text.slice(0, 80) });
  }
  if (!response.ok) throw fault('lesson-fetch-status', { url: text.slice(0, 80), status: response.status });
  return response.text();
}

/** Reads built-in lesson `id` in `lang` (falling back to English). */
export async function builtIn(id, lang) {
  const file = (l) => located(`lessons/${l}/${id}.json`, new URL(`../lessons/${l}/${id}.json`, import.meta.url));
  const response = await fetch(file(lang)).then((r) => (r.ok ? r : fetch(file('en'))));
  if (!response.ok) throw fault('lesson-fetch-status', { url: id, status: response.status });
  return response.text();
}
