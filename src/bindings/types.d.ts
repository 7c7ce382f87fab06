// The TypeScript that wasm-bindgen cannot derive, appended to the .d.ts
// (src/bindings/mod.rs includes it).

// Each options object's `lang`, which options() reads first, so that the
// errors of the rest are in that language (a field would cost ~110 bytes).
export interface ParseOptions { /** The language of the words and errors: "en" (the default) or "zh-CN". */ lang?: string; }
export interface EnginesOptions { /** The language of the words and errors: "en" (the default) or "zh-CN". */ lang?: string; }
export interface SolveOptions { /** The language of the words and errors: "en" (the default) or "zh-CN". */ lang?: string; }
export interface CoverOptions { /** The language of the words and errors: "en" (the default) or "zh-CN". */ lang?: string; }
export interface TracerOptions { /** The language of the words and errors: "en" (the default) or "zh-CN". */ lang?: string; }
export interface HintOptions { /** The language of the words and errors: "en" (the default) or "zh-CN". */ lang?: string; }
export interface GenerateOptions { /** The language of the words and errors: "en" (the default) or "zh-CN". */ lang?: string; }
export interface CheckOptions { /** The language of the words and errors: "en" (the default) or "zh-CN". */ lang?: string; }
export interface MinCoverOptions { /** The language of the words and errors: "en" (the default) or "zh-CN". */ lang?: string; }

// RunTarget is a name run() checks itself; StepEvent serialises by hand
// (trace.rs); SetStep is its old name for the set searches' steps.
/** What `run` can run to: an event kind, or "backtrack" (the next "uncover"); each search has its own kinds (`Tracer.search`). */
export type RunTarget = EventKind | "backtrack";
/** One step of any search. Items and options are 0-based; an item is a `column`. Algorithm X's steps have the first five fields; repeated cover's and multiplicities' have the rest too. */
export interface StepEvent {
  kind: EventKind;
  /** The item chosen, covered, uncovered, closed, left or dead, if any. */
  column: number | null;
  /** The option tried or undone, if any. */
  option: number | null;
  /** The depth after the step: levels on the stack (X), options in the set (the others). */
  depth: number;
  /** For `choose`: the item's options left. */
  size: number | null;
  /** Repeated cover, for `choose` and `prune`: the options still needed at least (null at a prune where an uncovered item has no option left). */
  h?: number | null;
  /** Repeated cover, for `deepen` and `prune`: the depth limit. */
  limit?: number | null;
  /** Repeated cover, for `prune`: the items `h` counted. */
  counted?: number[];
  /** Multiplicities, for `choose` and `close`: the options in the set that hold the item. */
  count?: number | null;
  /** Multiplicities, for `choose` and `close`: the item's lower bound. */
  lo?: number | null;
  /** Multiplicities, for `choose`: the item's upper bound. */
  hi?: number | null;
  /** For `solution` (the set searches): its options, ascending. */
  options?: number[];
}
/** A repeated-cover or multiplicities step: a StepEvent with its set fields. */
export type SetStep = StepEvent;

// `Difficulty` was `Level` until the library gave each idea one word: the
// old name stays, for TypeScript code that names it.
/** The old name of `Difficulty`. */
export type Level = Difficulty;
