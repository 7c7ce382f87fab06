// Types of the <dlx-lab> element (dlx-lab.js): its attributes, methods and
// events. The wasm module's own API (solve, hint, Tracer, ...) is typed
// beside it, in wasm/dlx-lab.d.ts, which wasm-bindgen writes.
import type { EventKind, MinCoverStats, SolveResult, Stats } from './wasm/dlx-lab.js';

export type * from './wasm/dlx-lab.js';

/** What the element shows and which buttons it has. */
export type DlxLabMode = 'solve' | 'play' | 'steps';
/** The languages the element speaks. */
export type DlxLabLanguage = 'en' | 'zh-CN';
/** The puzzle kinds of the registry; `auto` reads the kind from the text. */
export type DlxLabKind = 'auto' | 'sudoku' | 'binary' | 'cover' | 'repeat' | 'queens' | 'langford' | 'pentominoes';
/** The step-through's item rule. */
export type DlxLabRule = 'smallest' | 'first' | 'random';
/** The element's colours: light, dark, or the system's (`auto`). */
export type DlxLabTheme = 'light' | 'dark' | 'auto';

/**
 * The element's attributes, each applied live when it changes. A bad value
 * is said in the element's status line and sent as `dlx-error`; it never
 * throws into the host page.
 */
export interface DlxLabAttributes {
  /** Any text format the app reads; for a classic kind, its size (`8`, `6x10`). */
  puzzle?: string;
  kind?: DlxLabKind;
  /** A sudoku's box shape, `RxC`. */
  box?: string;
  /** A sudoku's variant: a jigsaw's puzzle is its givens and then its map of regions. */
  variant?: 'plain' | 'jigsaw' | 'x' | 'windoku';
  mode?: DlxLabMode;
  /** The buttons to show, space-separated (e.g. `pad hint check clear`). */
  controls?: string;
  /** In `steps` mode, the range of steps the search opens at and stays in; a range locks what changes the search. */
  'from-step'?: string;
  /** In `steps` mode, the last step of that range. */
  'to-step'?: string;
  /** Present: a step range leaves the grid, the rule, its seed and the board size open to change. */
  unlocked?: string;
  /** The element's language: its words, and the voice screen readers use; absent, the page's. */
  lang?: DlxLabLanguage;
  rule?: DlxLabRule;
  /** The seed of the `random` rule: a whole number. */
  seed?: string;
  /** Steps a second when playing. */
  speed?: string;
  /** Present: start playing at once. */
  autoplay?: string;
  /** In `steps` mode, the Code panel, open with this listing: Knuth's Algorithm X or the OI template in C++. */
  code?: 'knuth' | 'cpp';
  /** Present: Predict is on, so each step first asks what comes next. */
  predict?: string;
  /**
   * A lesson: a built-in one's name (`exact-cover`, `sudoku-cover`, `smallest-item`, `queens`,
   * `backtracking`: played in the element's language), its JSON, a link's base64url (deflate-raw
   * JSON, or plain), or the URL of its file, relative to the page (`dlx-lab/lessons/en/exact-cover.json`).
   */
  lesson?: string;
  /** The lesson's stop to open at, 0-based (an index into its `stops`). */
  stop?: string;
  theme?: DlxLabTheme;
  /**
   * `lazy`: the element starts (fetches the wasm module, builds its views)
   * only when it comes near the viewport, as `<img loading="lazy">` does;
   * a method called before then starts it at once. Absent or `eager`: it
   * starts when it connects.
   */
  loading?: 'lazy' | 'eager';
}

/** `dlx-solved`: a search's answer, as the wasm `solve` gives it (for exact cover, `solution` is the 1-based options). */
export interface DlxSolvedDetail {
  status: SolveResult['status'];
  solution: string | number[] | null;
  grid: number[] | null;
  stats: Stats | MinCoverStats;
  /** Repeated cover only: the fewest options (null when nothing covers), and how many optimal sets. */
  minimum?: number | null;
  count?: number | null;
}

/** `dlx-step`: one per Step or Back, and one a frame while playing. */
export interface DlxStepDetail {
  step: number;
  event: EventKind;
  depth: number;
  nodes: number;
}

/** `dlx-change`: the puzzle after an edit, as text. */
export interface DlxChangeDetail {
  puzzle: string;
}

/** `dlx-counted`: the end of a Count all (`cancelled` when it was stopped). */
export interface DlxCountedDetail {
  count: number;
  nodes: number;
  cancelled: boolean;
}

/** `dlx-error`: a bad attribute, puzzle or link, in words. */
export interface DlxErrorDetail {
  message: string;
}

/** `dlx-lesson`: the lesson went to a stop (0-based), at that step of the search. */
export interface DlxLessonDetail {
  stop: number;
  step: number;
}

export interface DlxLabEventMap {
  'dlx-solved': CustomEvent<DlxSolvedDetail>;
  'dlx-step': CustomEvent<DlxStepDetail>;
  'dlx-change': CustomEvent<DlxChangeDetail>;
  'dlx-counted': CustomEvent<DlxCountedDetail>;
  'dlx-error': CustomEvent<DlxErrorDetail>;
  'dlx-lesson': CustomEvent<DlxLessonDetail>;
}

/**
 * `<dlx-lab>`: a solver, a student grid or a step-through of Algorithm X.
 * Each method resolves when its work is done (`play` when playing stops).
 * Events bubble and are composed, so they reach the host's document.
 */
/** The events the element sends (what the iframe embed passes on to its parent). */
export declare const EVENTS: readonly (keyof DlxLabEventMap)[];

export declare class DlxLabElement extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Resolves once the first puzzle is loaded; rejects when the element could not start (its wasm module did not load). */
  readonly ready: Promise<void>;
  /** Solves the puzzle shown, as Solve does (a long search runs in a worker, with progress). */
  solve(): Promise<void>;
  /** Shows the next hint, as Hint does, one depth deeper on each call. */
  hint(): Promise<void>;
  /** Checks the player's entries and marks against the solution, as Check does. */
  check(): Promise<void>;
  /** Stops the search that is running. */
  cancel(): Promise<void>;
  /** Takes one step of the search (`steps` mode). */
  step(): Promise<void>;
  /** Takes the last step back. */
  back(): Promise<void>;
  /** Plays the search's steps at `speed`; resolves when playing stops. */
  play(): Promise<void>;
  /** Stops playing. */
  pause(): Promise<void>;
  /** Goes back to the start of the search. */
  reset(): Promise<void>;
  /** Goes to step `n` of the search, forwards by stepping or back by Back; resolves to the step reached. */
  goto(n: number): Promise<number | undefined>;
  /** Goes to stop `k` (0-based) of the lesson playing. */
  stop(k: number): Promise<void>;
  addEventListener<K extends keyof DlxLabEventMap>(type: K, listener: (this: DlxLabElement, ev: DlxLabEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof DlxLabEventMap>(type: K, listener: (this: DlxLabElement, ev: DlxLabEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * Serves the element's files (the wasm modules, the workers, the stylesheet,
 * the lessons) from the folder at `url` instead of beside this module: for
 * hosts that copy them elsewhere. Call it before the first element
 * connects; null goes back to beside the module.
 */
export declare function setBasePath(url: string | URL | null): void;

declare global {
  interface HTMLElementTagNameMap {
    'dlx-lab': DlxLabElement;
  }
  // The events bubble out of the shadow root to the document and the window.
  interface HTMLElementEventMap extends DlxLabEventMap {}
  interface DocumentEventMap extends DlxLabEventMap {}
  interface WindowEventMap extends DlxLabEventMap {}
}
