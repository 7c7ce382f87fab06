// The search worker's calls that run in the logic module (wasm.js says why
// there are two): client.js posts the page's compiled logic module to a
// worker before its first such call, and worker.js answers them from it.
export const LOGIC_CALLS = ['hint', 'rate', 'generate', 'check'];
