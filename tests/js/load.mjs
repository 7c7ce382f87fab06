// Loads the wasm-bindgen `--target web` build in pkg/ into Node, the way a
// page's ES module import would, but from the file system.
import { readFileSync } from 'node:fs';
import * as api from '../../pkg/dlx_lab.js';

/** The module's exports, `memory` among them. */
export const wasm = api.initSync({ module: readFileSync(new URL('../../pkg/dlx_lab_bg.wasm', import.meta.url)) });

export default api;

export { data } from './data.mjs';
