// The Examples menu: each kind's examples (its `examples`, in its folder),
// in the kinds' order. An example's `type` is a value of the Puzzle type
// select; `name` the message that names it in the menu; `about`, where its
// name gives a count, the sentence that says how Count all's figure
// relates to it.
import { KINDS } from '../kinds/index.js';

export const EXAMPLES = KINDS.flatMap((kind) => kind.examples ?? []);

/** The puzzle shown when the page opens without a shared or remembered one. */
export const DEFAULT_EXAMPLE = EXAMPLES[0];
