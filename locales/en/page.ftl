### The page's words (www/): the app page, the <dlx-lab> element and the
### embed. Built into the element's locales/en.js by `make site` and rendered
### by @fluent/bundle; numbers are written in the host page's language ("2,056").
### The accessible names of buttons, regions and cells in English are
### contracts that tests and hosts rely on: change them only with the tests.
###
### Terms: Knuth's "item" and "option" for the matrix's columns and rows;
### the legend names row and column once, as what the matrix draws.

## Shared pieces.

separator = {", "}
sentence-gap = {" "}
language-name-en = English
language-name-zh-CN = 简体中文

## The board panel.

region-board = Board
label-type = Puzzle type
label-examples = Examples
examples-choose = Choose…
label-solver = Solver
solver-fastest = Fastest ({ $engine })
label-language = Language
group-new-puzzle = New puzzle
label-new-size = Size
label-new-level = Level
label-new-seed = Seed
level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
level-extreme = extreme
control-new-puzzle = New puzzle
group-actions = Actions
control-solve = Solve
control-hint = Hint
control-check = Check
control-candidates = Candidates
control-clear = Clear
control-share = Share
control-cancel = Cancel
label-share-progress = Include my progress
label-share-link = Link to this puzzle
control-apply-hint = Apply hint
control-why-hint = Why?

## The sudoku grid and its pad. A cell's name: "row 2, column 5, 7, entry, wrong".

sudoku-grid = Sudoku grid
cell-place = row { $row }, column { $column }
cell-value = { $symbol }, { $kind }
cell-given = given
cell-entry = entry
cell-solved = solved
cell-trial = trial
cell-pencil = pencil marks { $marks }
cell-empty = empty
cell-conflict = conflict
cell-wrong = wrong
cell-hint = hint
cell-being-tried = being tried
pad-group = Number pad
pad-pencil = Pencil marks
pad-erase = Erase
pad-undo = Undo
pad-redo = Redo
pad-fill = Fill candidates

## The step-through panel.

steps-title = Watch Algorithm X
steps-intro = Step through the dancing-links search on the puzzle above, forwards and backwards. Keys in this panel: → step, ← back, Space play/pause, ? help.
group-search = Search controls
control-step = Step
control-back = Back
control-play = Play
control-pause = Pause
label-speed = Speed
control-next-solution = Next solution
control-next-backtrack = Next backtrack
control-reset = Reset
label-rule = Item rule
rule-smallest = Smallest
rule-first = First
rule-random = Random
label-seed = Seed
control-keys = Keys
keys-step = step
keys-back = back
keys-play = play or pause
keys-solution = next solution
keys-backtrack = next backtrack
keys-reset = reset
keys-help = this help
stat-depth = Depth
stat-nodes = Nodes
stat-updates = Link updates
stat-solutions = Solutions
stat-size = Item size
stat-steps = Steps
stat-depth-tip = Depth: how many options the partial solution holds, the level the search is at.
stat-nodes-tip = Nodes: how many options the search has tried, one node of its tree each.
stat-updates-tip = Link updates, as Knuth counts them: one for each item or option node a cover takes out of a list (uncovering puts it back).
stat-solutions-tip = Solutions: the exact covers found so far.
stat-size-tip = Item size: how many options the item chosen at this level had when it was chosen (0: a dead end).
stat-steps-tip = Steps: one for each choose, cover, try, undo, uncover or solution; Back takes one back.
stat-profile-tip = Nodes per depth: how many options were tried at each level, on a log scale.
stat-profile = Nodes per depth
control-shrink = Shrink
compare-title = Compare engines
control-compare = Compare
compare-results = Engine results

## The count panel.

region-count = Count all solutions

## The side panel.

region-side = Paste and help
paste-title = Paste a puzzle
label-puzzle-text = Puzzle
paste-placeholder = 81 characters on one line, 9 lines of digits, 16 lines of A–P with -, 9 lines of 0/1, or an exact-cover matrix
control-load = Load
help-title = How to play
help-cells = Click a cell or use the arrow keys; type 1–9 (letters on big grids) or use the pad; Backspace erases.
help-pencil-term = Pencil marks
help-pencil = {" "}(or Shift with a symbol) toggles a mark; Ctrl+Z undoes, Ctrl+Y redoes.
help-hint-term = Hint
help-hint = {" "}gives the next logical step: press it again for more, from a nudge to the technique to the full step, in sudoku words and in exact-cover words.{" "}
help-why-term = Why?
help-why = {" "}shows its items in the matrix.
help-new-term = New puzzle
help-new = {" "}makes a puzzle of the size and level; the same seed always gives the same puzzle.
help-check-term = Check
help-check = {" "}marks entries and pencil marks that contradict the solution; clashes show as you type.
help-binary = Binary Sudoku: click or press Space to toggle; make every row, column and box even.
list-semicolon = {"; "}
page-title = dlx-lab: solve exact-cover puzzles and watch Dancing Links
page-description = Solve sudoku from 4×4 to 25×25, Binary Sudoku and exact-cover puzzles in your browser, with hints that teach, and step through Knuth's Dancing Links forwards and backwards.
page-tagline = Sudoku, Binary Sudoku and exact cover, solved by Knuth's Dancing Links.
# The installed app's name (the web app manifest, scripts/offline.mjs), and its short name under the icon.
app-name = dlx-lab: sudoku and Dancing Links
app-short-name = dlx-lab
# A new version is deployed and cached (pages/sw.js): the page offers to reload into it.
update-ready = A new version of dlx-lab is ready.
update-reload = Reload
page-embed-link = Embed it in your course page

## The status line.

status-starting = Loading the solving engine…
status-no-start = dlx-lab could not start: { $error }
status-not-loaded = The puzzle was not loaded: { $why }
status-not-pasted = The text was not pasted: { $why }.
status-cannot = Cannot do that: { $why }
status-cancelled = Cancelled.
status-stale = The puzzle changed while the solver worked on it: its answer was for the old one, so ask again.
status-bad-seed = The seed is a whole number from 0 up.
status-generating = Generating a { $size }×{ $size } { $level } puzzle…
status-solving = Solving…
status-empty-grid = Showing an empty grid.
status-link-unread = The link's puzzle could not be read: { $why }
status-setting-ignored = Setting ignored: { $why }.
status-game-back = Your entries and marks on it are back.
status-link-progress = The link's entries and marks are shown.
status-link-progress-undo = The link's entries and marks are shown; Undo brings back yours.
status-link-progress-misfit = The link's progress does not fit its puzzle: { $why }.
status-link-progress-dropped = The puzzle is shown without it.
error-too-long = the text is { $length } characters long, and the page reads at most { $max }: the command line (dlx-lab) reads larger inputs

## A search's answer.

answer-unique = Solved: unique solution
answer-multiple = Solved: more than one solution (showing one)
answer-none = Searched: no solution
answer-stopped = Stopped: the search hit its node limit
search-answer = { $answer }. { $stats }.
search-answer-options = { $answer }: options { $options } (marked ✓). { $stats }.
search-answer-picture = { $answer }, shown in the picture. { $stats }.
search-stats = { $time }, { $work }
time-under-tenth = under 0.1 ms
time-ms = { $ms } ms
time-us = { $us } µs
time-under-us = under 1 µs
work-nodes = { $nodes } search nodes
work-propagation = solved by propagation alone
work-refuted = shown unsolvable by propagation alone

## The puzzle kinds and their types.

kind-sudoku = Sudoku
kind-binary = Binary Sudoku
kind-cover = Exact cover
kind-repeat = Repeated cover
kind-queens = N-queens
kind-langford = Langford pairs
kind-pentominoes = Pentominoes
type-sudoku = Sudoku { $n }×{ $n }
type-sudoku-jigsaw = Jigsaw sudoku 9×9
type-sudoku-x = X-sudoku 9×9 (diagonals)
type-sudoku-windoku = Windoku 9×9 (four windows)

## The examples.

example-backtrack = A 9×9 that backtracks early (magictour_top1465 #248)
example-euler = Classic 9×9 (Project Euler 96, grid 1)
example-hardest = Hardest 9×9 (forum_hardest_1106 #1)
example-poj = 16×16 (POJ 3076 sample)
example-jigsaw = Jigsaw sudoku (HDU 4069 sample, case 1)
example-x = X-sudoku, medium
example-windoku = Windoku, medium
example-four = 4×4 for a first look
example-unsolvable = Unsolvable 9×9 (no clash, no solution)
example-several = Several solutions (serg_benchmark_multi #1)
example-binary = Binary Sudoku (USACO 2011 sample: 3 toggles)
example-knuth = Knuth's 7-column example (Dancing Links paper)
example-knuth-bounds = Knuth's DLX3 example: C two or three times, X and Y coloured
example-repeat-knuth = Knuth's example as repeated cover (5 smallest covers)
example-repeat-fzu = FZU 1686 sample: the fewest 2×2 attacks (4)
example-queens = 8 queens (92 solutions)
example-pentominoes = Pentominoes on 6×10 (2,339 tilings up to symmetry)
example-langford = Langford pairs, n = 7 (26 up to reversal)
example-queens-about = Count all finds all 92 placements; up to turning and flipping the board they are 12.
example-pentominoes-about = Count all finds 9,356 tilings: each of the 2,339 four times, as the rectangle can be turned half a turn and flipped either way, and each of those is a tiling too.
example-langford-about = Count all finds 52: each of the 26 and its reversal, read right to left.

## Sudoku.

sudoku-empty = Empty { $n }×{ $n } grid: type into it, or paste a puzzle and press Load.
sudoku-loaded = { $n }×{ $n } sudoku loaded with { $givens } givens.
sudoku-variant-loaded = { $type } loaded with { $givens } givens.
sudoku-loaded-clash = The pasted grid is shown, but { $clash }. Fix the Puzzle box and press Load to solve it.
sudoku-clashes = Some values clash: they are marked in the grid.
sudoku-fix-clashes = Some values clash: they are marked in the grid. Fix them first.
# After Solve, with the player's entries: the solution's words for those that disagree with it.
solve-entry = { $cell } = { $symbol }
solve-entries-wrong = { $count ->
    [one] Your entry { $entries } is not the solution's { $symbols }.
   *[other] Your entries { $entries } are not the solution's { $symbols }.
}
solve-entries-clash = { $count ->
    [one] Your entry { $entries } clashes with a value it sees; the solution has { $symbols } there.
   *[other] Your entries { $entries } clash with values they see; the solution has { $symbols } there.
}
sudoku-given = { $cell } is a given.
sudoku-entry-no-marks = { $cell } holds an entry: erase it to pencil in marks.
sudoku-nothing-to-undo = Nothing to undo.
sudoku-nothing-to-redo = Nothing to redo.
sudoku-undone = Undone.
sudoku-redone = Redone.
sudoku-undone-at = Undone at { $cell }.
sudoku-redone-at = Redone at { $cell }.
sudoku-filled = Every blank cell has its candidates as pencil marks.
sudoku-digits = This { $n }×{ $n } grid uses the digits { $first }–{ $last }.
sudoku-letters = This { $n }×{ $n } grid uses the letters { $first }–{ $last }.
sudoku-finished = Solved: every cell is filled and nothing clashes. It took you { $time }, with { $hints ->
    [0] no hints
    [one] one hint
   *[other] { $hints } hints
}.
sudoku-done = Finished in { $time }, { $hints ->
    [0] without a hint
    [one] with one hint
   *[other] with { $hints } hints
}{ $solve ->
    [yes] {" "}and with Solve's answer shown
   *[no] {""}
}.
time-taken = { $minutes ->
    [0] { $seconds } s
   *[other] { $minutes } min { $seconds } s
}
sudoku-cleared = Your entries and marks are cleared; Undo brings them back.
sudoku-givens-only = The grid is back to its givens.
game-entries = the entries are not { $cells } symbols
game-marks = the pencil marks are not { $cells } sets of symbols of a { $n }×{ $n } grid
game-bad-entry = the entry '{ $entry }' at { $cell } is no symbol of a { $n }×{ $n } grid
game-given = { $cell } is a given, not an entry

## Hints on a sudoku.

hint-after-solve = Solve has shown the whole solution, so there is nothing left to hint at. Clear it by typing into a cell, or press Clear.
hint-depth = Hint, { $name } ({ $depth } of { $of }).
hint-depth-1 = a nudge
hint-depth-2 = the technique
hint-depth-3 = the full step
hint-more = Press Hint again for more.
hint-chain-legend = On the grid: filled rings are candidates the chain makes true, hollow ones false; solid lines are strong links, dashed lines weak ones.
hint-kind-noSolution = Hint: no solution.
hint-kind-multipleSolutions = Hint: multiple solutions.
hint-kind-solved = Hint: solved.
hint-kind-stopped = Hint: stopped.
hint-applied = The hint is applied.
hint-cleared = The hint cleared the wrong entry.
hint-restored = The hint put the missing pencil mark back.
hint-removed = The hint removed { $count ->
    [one] a candidate
   *[other] { $count } candidates
} from your pencil marks.

## The rating of a loaded or generated puzzle.

rating = Rating: { $level } · SE ≈ { $se }, its hardest step is { $hardest }.
rating-pending = Rating…
rating-nodes = DLX solves it in { $nodes } search nodes.
rating-none = Rating: none, the puzzle has no unique solution.
rating-extreme = Rating: extreme · SE ≈ { $se }, logic gets stuck and it needs search.
rating-stopped = Rating: none, the search stopped after { $nodes } nodes before it could tell whether the puzzle has one solution.
rating-generated = Generated at level { $level } with seed { $seed }.
technique-naked-single = naked single
technique-hidden-single = hidden single
technique-pointing = pointing
technique-claiming = claiming
technique-naked-pair = naked pair
technique-hidden-pair = hidden pair
technique-naked-triple = naked triple
technique-hidden-triple = hidden triple
technique-x-wing = X-Wing
technique-xy-wing = XY-Wing
technique-swordfish = swordfish
technique-xyz-wing = XYZ-Wing
technique-naked-quad = naked quad
technique-hidden-quad = hidden quad
technique-jellyfish = jellyfish
technique-forcing-chain = forcing chain
technique-skyscraper = Skyscraper
technique-two-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-finned-x-wing = finned X-Wing
technique-sashimi-x-wing = sashimi X-Wing
technique-finned-swordfish = finned swordfish
technique-sashimi-swordfish = sashimi swordfish
technique-finned-jellyfish = finned jellyfish
technique-sashimi-jellyfish = sashimi jellyfish
technique-simple-colouring = simple colouring
technique-multi-colouring = multi-colouring
technique-unique-rectangle-1 = unique rectangle type 1
technique-unique-rectangle-2 = unique rectangle type 2
technique-unique-rectangle-4 = unique rectangle type 4
technique-unique-rectangle-3 = unique rectangle type 3
technique-unique-rectangle-5 = Unique rectangle type 5
technique-unique-rectangle-6 = unique rectangle type 6
technique-avoidable-rectangle-1 = Avoidable rectangle type 1
technique-avoidable-rectangle-2 = Avoidable rectangle type 2
technique-hidden-rectangle = hidden rectangle
technique-bug-plus-one = BUG+1
technique-x-chain = X-Chain
technique-remote-pairs = remote pairs
technique-xy-chain = XY-Chain
technique-w-wing = W-Wing
technique-aic = an alternating inference chain (AIC)
technique-nice-loop = a nice loop
technique-grouped-aic = a grouped AIC
technique-grouped-nice-loop = a grouped nice loop
technique-sue-de-coq = Sue de Coq
technique-als-xz = ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-chain = ALS-XY-Chain
technique-death-blossom = Death Blossom
technique-als-aic = AIC with almost locked sets
technique-forcing-net = forcing net

## Binary Sudoku.

binary-grid = Binary Sudoku grid
binary-row = row { $number }
binary-column = column { $number }
binary-box = box { $number }
binary-boxes = Boxes
binary-even = ✓ even
binary-odd = ✗ odd
binary-toggle = toggle
binary-empty = Binary Sudoku: click or press Space to toggle cells.
binary-loaded = Binary Sudoku loaded: make every row, column and box even.
binary-solved = Already solved: every row, column and box is even.
binary-minimum = Minimum: { $toggles ->
    [one] 1 toggle
   *[other] { $toggles } toggles
}. One optimal set is highlighted.
binary-all-even = Every row, column and box is already even.
binary-hint-status = Hint: toggle { $cell }.
binary-hint = Toggle { $cell }: it is one of the { $toggles } toggles of an optimal solution from here.
binary-cleared = Highlights cleared.

## Exact cover.

cover-empty = Exact cover: paste a matrix or Knuth's format and press Load.
cover-loaded = Exact cover loaded: { $options } options, { $items } items.
cover-load-first = Load an exact-cover problem first.
cover-too-large = the problem has { $options } options, and the page steps through at most { $max }: solve it with the command line (dlx-lab cover)
cover-is-sudoku = This is a sudoku: choose a Sudoku puzzle type to load it.
cover-cleared = Solution cleared.
cover-paste = Paste a 0/1 matrix ("n m" then n rows) or Knuth's format into the Puzzle box and press Load.
cover-too-large-to-draw = { $options } options × { $items } items: too large to draw.
cover-chosen = Chosen options: { $options }.
cover-caption = { $options } options × { $items } items
cover-caption-secondary = { $options } options × { $items } items ({ $secondary } secondary)
cover-option = option
cover-option-number = option { $number }
cover-option-chosen = option { $number }, chosen
cover-option-in-set = option { $number }, in the partial solution
cover-option-trying = option { $number }, being tried
cover-option-out = option { $number }, taken out by a cover

## Repeated cover (as OI-wiki teaches it after exact cover).

repeat-empty = Repeated cover: paste a matrix or Knuth's format and press Load.
repeat-loaded = Repeated cover loaded: { $options } options, { $items } items. Solve finds the fewest options that cover every item at least once.
repeat-load-first = Load a repeated-cover problem first.
repeat-not-counted = Count all counts exact covers; for repeated cover, Solve counts the optimal sets.
repeat-work = { $stats }, { $pruned } cut off by the bound h
repeat-found = Fewest options: { $minimum } (options { $options }, marked ✓), { $count ->
    [one] the only optimal set
   *[other] one of { $count } optimal sets
}. { $work }.
repeat-none = No set of options covers every item. { $work }.
repeat-stopped = Stopped: at least { $least } options are needed. { $work }.

## The classics.

classic-loaded = { $title } loaded: { $options } options, { $items } items. Solve it, or step through the search.
classic-size-number = { $label } is for a size that is a number from { $min } to { $max }, not { $size }.
classic-size-one-of = { $label } is for a size that is one of { $sizes }, not { $size }.
picture-solution = solution, { $where }
queens-size = Board size N
queens-title = { $n }-queens
queens-where = { $count ->
    [one] 1 queen
   *[other] { $count } queens
} at { $squares }
queens-none = no queen placed
queens-trying = search, { $where }; trying { $square }
queens-board = { $n }-queens board: { $what }.
langford-size = Number of pairs n
langford-title = Langford pairs for n = { $n }
langford-none = There is no arrangement for n = { $n }: Langford pairs exist only for n ≡ 0 or 3 (mod 4), as n = 3, 4, 7, 8, 11, 12, 15, 16.
langford-blank = blank
langford-empty = { $places } empty places
langford-search = search, { $placed } of { $n } pairs placed, { $sequence }
langford-trying = { $search }; trying { $number } at places { $first } and { $second }
langford-picture = Langford pairs, n = { $n }: { $what }.
pentominoes-size = Pentomino board
pentominoes-title = Pentominoes on { $board }
pentominoes-hole = 8×8 with a 2×2 hole
pentominoes-at = { $piece } at { $cells }
pentominoes-where = { $count ->
    [one] 1 piece
   *[other] { $count } pieces
}: { $pieces }
pentominoes-none = no piece placed
pentominoes-trying = search, { $where }; trying { $piece }
pentominoes-picture = Pentominoes on { $board }: { $what }.
pentominoes-picture-holes = Pentominoes on { $board } with holes at { $holes }: { $what }.

## Links that open a puzzle.

link-bd-length = The link's puzzle (bd) has { $found } symbols; a 9×9 needs 81.
link-p-length = The link's puzzle (p) has { $found } symbols, which is no sudoku size.
link-box = The link's box shape "{ $box }" is not rows×columns, such as 3x3.
link-variant = The link's variant '{ $variant }' is none of jigsaw, x and windoku.
link-regions = The link's region map has { $found } labels, not one a cell.
link-binary = The link's Binary Sudoku is not a square of 0s and 1s.
link-cover = The link's exact-cover problem (cover) is not valid base64url text.
link-repeat = The link's repeated-cover problem (repeat) is not valid base64url text.
link-classic-number = The link's { $label } ({ $id }={ $size }) is not a number from { $min } to { $max }.
link-classic-one-of = The link's { $label } ({ $id }={ $size }) is not one of { $sizes }.
link-marks-not-base64 = The link's pencil marks (m) are not base64url text.
link-marks-length = The link's pencil marks (m) hold { $found } bytes; those of a { $n }×{ $n } grid take { $bytes }.
link-entries-length = The link's entries (e) have { $found } symbols; a { $n }×{ $n } grid takes { $cells }.

## Share.

share-opens = this puzzle
share-opens-progress = this puzzle with your entries and marks
share-copied = Link copied: it opens { $opens }.
share-blocked = Copying is blocked here, so the link to { $opens } is below: select it and copy it.
share-below-progress = The link to { $opens } is below, to select and copy; the address bar holds the puzzle alone.
share-below = The address bar now holds a link to this puzzle; it is also below, to select and copy.

## A host's settings (the element's attributes, the embed's parameters).

setting-not-one-of = { $name } { $value } is not one of { $allowed }
setting-not-steps = { $name } { $value } is not a whole number of steps
setting-box = box { $value } is not a shape like 3x2
setting-controls = controls: no control named { $names } (known: { $known })
setting-from-max = from-step { $from } is more than { $max } steps into the search
setting-speed = speed { $value } is not a number of steps per second
setting-range = to-step { $to } is below from-step { $from }

## The solving engine (the worker).

engine-no-load = the solver could not load: { $why }
engine-stopped = the solver stopped: { $why }
engine-no-start = it could not start

## The step-through.

steps-locked = The page that shows this demo fixed its step range, so what would change the search (the grid, the item rule, its seed, the board size) is locked.
steps-grid-changed = The grid changed, so the search starts again from it: press Step or Play.
steps-not-traceable = Algorithm X steps through sudoku and exact cover; Binary Sudoku is solved by a DP.
steps-not-traceable-solve = Algorithm X steps through sudoku and exact cover; Binary Sudoku is solved by a DP: press Solve.
steps-cannot = Cannot step: { $why }
speed-words = { $speed ->
    [one] 1 step a second
   *[other] { $speed } steps a second
}
speed-max-words = as fast as the frames allow
speed-short = { $speed }/s
speed-max = max
stat-profile-name = Search profile: nodes per depth, up to depth { $depth }
item-with-meaning = { $name } ({ $meaning })
option-sudoku = { $label } ({ $placed })
option-cover = { $number } ({ $label })
steps-ready = Ready: { $options ->
    [one] 1 option
   *[other] { $options } options
} × { $items ->
    [one] 1 item
   *[other] { $items } items
}. Press Step or Play.
steps-ready-at = Ready at step { $step } of the search, where this demo starts: { $options ->
    [one] 1 option
   *[other] { $options } options
} × { $items ->
    [one] 1 item
   *[other] { $items } items
}. Press Step or Play.
steps-start = This is the start of the search.
steps-demo-start = This demo starts at step { $from }: Step goes on from here.
steps-range-end = The demo's range ends here, at step { $to }: Back goes through it again, Reset starts over.
steps-playing = Playing: step { $step }, { $event } at depth { $depth }.
steps-paused = Paused at step { $step }. Step, Back or Play from here.
event-choose = choose
event-cover = cover
event-try = try
event-undo = undo
event-uncover = uncover
event-solution = solution
event-done = done
event-deepen = deepen
event-prune = cut off
event-leave = leave
event-close = close
event-dead = dead end
steps-choose = Choose item { $item }, which has { $size ->
    [0] no options left
    [one] 1 option
   *[other] { $size } options
}.
steps-cover = Cover item { $item }.
steps-cover-counted = Cover item { $item }: { $removed ->
    [one] 1 option
   *[other] { $removed } options
} removed.
steps-try = Try option { $option }: cover its other { $count ->
    [one] item
   *[other] items
} { $items }.
steps-try-counted = Try option { $option }: cover its other { $count ->
    [one] item
   *[other] items
} { $items }; { $removed ->
    [one] 1 option
   *[other] { $removed } options
} removed.
steps-try-alone = Try option { $option }: it has no other items to cover.
steps-undo = Undo option { $option }: uncover its other { $count ->
    [one] item
   *[other] items
}.
steps-dead-end = Item { $item } has no options left: a dead end, so uncover it and back up.
steps-uncover-one = Uncover item { $item }: its one option has been tried, so back up.
steps-uncover-all = Uncover item { $item }: all its options have been tried, so back up.
steps-uncover-n = Uncover item { $item }: all { $size } of its options have been tried, so back up.
steps-solution = Solution found: every item is covered exactly once.
steps-solution-secondary = Solution found: every primary item is covered exactly once, every secondary item at most once.
steps-done = The search is over: { $solutions ->
    [one] 1 solution
   *[other] { $solutions } solutions
}, { $nodes ->
    [one] 1 node
   *[other] { $nodes } nodes
}.
steps-back-choose = Back: item { $item } is no longer chosen.
steps-back-cover = Back: uncovered item { $item }.
steps-back-cover-counted = Back: uncovered item { $item }: { $removed ->
    [one] 1 option
   *[other] { $removed } options
} restored.
steps-back-try = Back: took option { $option } out of the partial solution and uncovered its other { $count ->
    [one] item
   *[other] items
}.
steps-back-try-counted = Back: took option { $option } out of the partial solution and uncovered its other { $count ->
    [one] item
   *[other] items
}: { $removed ->
    [one] 1 option
   *[other] { $removed } options
} restored.
steps-back-undo = Back: option { $option } is in the partial solution again, its other { $count ->
    [one] item
   *[other] items
} covered.
steps-back-uncover = Back: item { $item } is chosen and covered again.
steps-back-done = Back: the search is running again.
steps-back-min = Back: the { $event } step is undone.

## The step-through of a repeated cover: iterative deepening with the bound h (OI-wiki's A* estimate).

steps-deepen = No set of fewer options covers every item: search again with at most { $limit } options.
steps-min-choose = Choose item { $item }, still uncovered, with { $size ->
    [one] 1 option
   *[other] { $size } options
}. With { $depth } in the set, the bound says h = { $h }: at least that many more options are needed, and { $depth } + { $h } = { $sum } is within the limit of { $limit }.
steps-min-try = Put option { $option } in the set ({ $depth } now): it covers { $items }. Its other options stay: an item may be covered more than once.
steps-prune = Cut off: { $depth } in the set + h = { $h } needed = { $sum }, over the limit of { $limit }. The marked items are those h counted, one option each.
steps-prune-dead = Cut off: an uncovered item has no option left, with { $depth } in the set.
steps-min-solution = Every item is covered: an optimal set of { $count } options ({ $options }).
steps-min-undo = Take option { $option } out of the set, and hide it until this item's options are all tried: the sets with it are counted.
steps-leave = Every option of item { $item } has been tried: they come back, and the search backs up.
steps-bounds-choose = Choose item { $item }: { $count } of its options are in the set, and it needs { $lo } to { $hi }; { $size ->
    [one] 1 option is
   *[other] { $size } options are
} left.
steps-bounds-try = Put option { $option } in the set: { $items } each count one more, and an item at its upper bound takes no more options.
steps-bounds-close = Item { $item } has { $count }, its lower bound { $lo }: close it, and give it no more options.
steps-bounds-dead = Dead end: item { $item } has too few options left to reach its lower bound.
steps-bounds-solution = Every item is within its bounds: a solution ({ $options }).
steps-min-done = The search is over: { $solutions ->
    [one] 1 optimal set
   *[other] { $solutions } optimal sets
}, { $nodes } nodes.
steps-back-solution = Back: the solution is not found yet.
steps-item-covered = { $item }, covered
steps-item-left = { $item }, { $left ->
    [one] 1 option
   *[other] { $left } options
} left
steps-hover = Item { $item }. Option { $option }.
steps-spotlight = The hint's items are marked in blue in the matrix: { $items }. Step to watch DLX use them.
## Why? in the hint panel: the hint's items and their options, a small matrix (app/why.js).
hint-why-option = option
hint-why-table = The hint's items and the options still in them

## The matrix and its legend. The legend names the matrix's rows and columns
## once: options and items.

matrix-name = Exact-cover matrix
matrix-name-size = Exact-cover matrix: { $options } options by { $items } items
matrix-shrink-name = Shrinking matrix
matrix-shrink-size = Shrinking matrix: { $options } options by { $items } items left
legend-matrix = Matrix legend
legend-option = coloured marks: the option (row) has the item (column)
legend-removed = faded marks: options removed by a cover
legend-covered = grey stripes: covered items
legend-chosen = yellow column: the item chosen
legend-partial = green rows: the partial solution
legend-trying = orange row: the option being tried
legend-spot = blue columns: the items a hint's Why? or a cut's bound h points at
group-cell = cell
group-row = row
group-column = column
group-box = box
group-primary = primary
group-secondary = secondary

## The links view.

links-legend = Links legend
links-legend-header = boxes: item headers, and the root
links-legend-node = blue dots: an option's nodes, a row each (numbered at left)
links-legend-link = grey lines: links down each item's list and across the headers
links-legend-row = light lines: an option's own links, never cut
links-legend-skip = orange lines: links that skip nodes a cover took out
links-legend-out = faded: nodes a cover took out, and covered items
links-legend-chosen = green dots: the partial solution
links-legend-trying = big orange dots: the option being tried
links-idle = Point at a node, or focus the drawing and use the arrow keys, to name it here.
links-name = Dancing links: { $headers ->
    [one] 1 item header
   *[other] { $headers } item headers
} and { $nodes ->
    [one] 1 node
   *[other] { $nodes } nodes
}. The arrow keys move between nodes, and the line above names each.
links-root = root
links-header = Header of item { $item }: { $size ->
    [one] 1 option
   *[other] { $size } options
} in its list.
links-header-covered = Header of item { $item }, covered: { $size ->
    [one] 1 option
   *[other] { $size } options
} in its list.
links-node = Option { $option }, node in item { $item }: { $where }.
links-trying = the option being tried
links-chosen = in the partial solution
links-live = in the item's list
links-out = out of the item's list: a cover took it out

## Compare engines.

compare-not-sudoku = Compare runs the sudoku engines: load a sudoku first.
compare-running = Running the { $engines } engines…
compare-value = { $nodes } nodes, { $time }
compare-value-stopped = { $nodes } nodes (stopped), { $time }
compare-value-none = 0 nodes: no guess, its own logic solved it; { $time }
compare-smallest = Choosing the smallest item (the one with the fewest options) took { $ratio }× fewer nodes than taking the first one: an item with few options is a place where the puzzle leaves little choice.
compare-smallest-at-least = Choosing the smallest item (the one with the fewest options) took at least { $ratio }× fewer nodes than taking the first one: an item with few options is a place where the puzzle leaves little choice.
compare-fastest = The fastest engine ({ $summary }) needed { $nodes } search nodes.
compare-log = (Bars are on a log scale.)

## Count all.

count-title = Count all solutions
count-start = Count all
count-stop = Stop count
count-progress = Count progress
count-previous = Previous counted solution
count-next = Next counted solution
count-save = Save solutions
count-export = Export in Knuth's format
count-solution-label = Solution
count-not-traceable = Count all counts sudoku and exact cover; Binary Sudoku has one answer, found by a DP.
count-load-first = Load a puzzle first.
count-shown = Solution { $i } of { $kept } kept: { $solution }
count-so-far = { $count ->
    [one] 1 solution
   *[other] { $count } solutions
} so far, { $nodes } nodes, { $rate } nodes/s, about { $percent }% done.
count-so-far-pieces = { $count ->
    [one] 1 solution
   *[other] { $count } solutions
} so far, { $nodes } nodes, { $rate } nodes/s, about { $percent }% done; { $done } of { $pieces } pieces on { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
}.
count-done = { $count ->
    [one] 1 solution
   *[other] { $count } solutions
}; { $nodes } nodes in { $seconds } s on { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
}.
count-stopped = { $count ->
    [one] 1 solution
   *[other] { $count } solutions
} so far: the count was stopped; { $nodes } nodes in { $seconds } s on { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
}.
count-kept = The first { $keep } are kept to browse.
count-failed = The count stopped: { $why }
count-export-failed = The puzzle could not be exported: { $why }

## The Code panel: the program beside each step (step/code-panel.js).
## Knuth's Algorithm X in his eight steps, in our words; the labels X1–X8 are shown before them.
region-code = Code
label-listing = Listing
listing-knuth = Algorithm X (Knuth)
listing-knuth-m = Algorithm M (Knuth)
listing-cpp = C++ (OI template)
## The variables beside a listing, as its program names them: Knuth's, or the C++'s.
code-var-level = l (level)
code-var-item = i (item)
code-var-option = xₗ (option)
code-var-size = size of i
code-var-depth = options in the set
code-var-dep = dep (depth)
code-var-c = c (item)
code-var-node = i (node)
code-var-siz = siz[c]
code-var-h = h() (at least needed)
code-var-limit = limit
code-c-value = { $number } ({ $item })
code-node-value = { $node } (row { $row })
code-level-note = { $search ->
    [x] { $listing ->
        [cpp] dep is the depth of the call to dance: the options chosen above it, as Knuth's l.
       *[other] l counts the options chosen above this level.
    } The Depth figure counts the items chosen, so while an item's options are tried it is one more.
   *[other] dep is the depth of the call to dance: the options chosen above it. The Depth figure counts the options in the set, so once an option of this level is tried it is one more.
}
code-lines = The program
code-knuth-x1 = [Initialize.] Link the items into one list, and the options of each item into a list of its own, with its size. Set l ← 0.
code-knuth-x2 = [Enter level l.] If no item is left in the list, visit the solution x₀ … xₗ₋₁, then go to X8.
code-knuth-x3 = [Choose i.] Choose an active item i by the item rule: { $rule ->
    [first] the first rule, the leftmost item in the list.
    [random] the random rule, an item picked at random from the list.
   *[smallest] the smallest rule, the item with the fewest options (the leftmost of those).
}
code-knuth-x4 = [Cover i.] Cover i: unlink it from the list of items, and unlink every option that has it from its other items. Set xₗ ← DLINK(i).
code-knuth-x5 = [Try xₗ.] If xₗ = i, every option of i has been tried: go to X7. Otherwise cover the other items of option xₗ, set l ← l + 1, and go to X2.
code-knuth-x6 = [Try again.] Uncover the other items of xₗ, in the reverse order, set xₗ ← DLINK(xₗ), and go to X5.
code-knuth-x7 = [Backtrack.] Uncover i.
code-knuth-x8 = [Leave level l.] If l = 0, stop. Otherwise set l ← l − 1, let i be the item of xₗ, and go to X6.
## Knuth's Algorithm M (exact cover with multiplicities, his dlx3.w) in nine steps, in our words, as this search takes them.
code-knuth-m1 = [Initialize.] Link the items into one list, each with its bounds: item i must be in at least uᵢ and at most vᵢ of the chosen options (plain exact cover: 1 and 1). Link the options of each item into a list of its own, with its size. Set count(i) ← 0 and l ← 0.
code-knuth-m2 = [Enter level l.] If no item is left in the list, every item is within its bounds: visit the solution, then go to M9.
code-knuth-m3 = [Choose i.] If an item in the list has fewer options left than it still needs (uᵢ − count(i)), go to M9: no solution lies below. Otherwise choose the item i with the fewest branches: its options left, plus one when count(i) ≥ uᵢ (the branch that gives it no more).
code-knuth-m4 = [Prepare to branch on i.] Set xₗ ← DLINK(i), the first option of i.
code-knuth-m5 = [Possibly close i.] If xₗ ≠ i, go to M6. Otherwise every option of i has been tried: if count(i) ≥ uᵢ and i is still open, close it (hide the rest of its list and take it out of the list of items) and go to M2; if not, go to M8.
code-knuth-m6 = [Try xₗ.] Put option xₗ in the set: it leaves every list, each of its items counts one more, and an item whose count reaches vᵢ is covered: the rest of its list is hidden. Set l ← l + 1 and go to M2.
code-knuth-m7 = [Try again.] Take xₗ out of the set: its items count one less, and those it covered come back. Hide xₗ until i's options are all tried (the sets with it are counted), set xₗ ← DLINK(xₗ), and go to M5.
code-knuth-m8 = [Restore i.] Bring back the options of i hidden in its loop, and reopen i if it was closed.
code-knuth-m9 = [Leave level l.] If l = 0, stop. Otherwise set l ← l − 1, let i be the item of xₗ, and go to M7.
group-views = Views
tab-matrix = Matrix
tab-code = Code

## Predict: a question before each step (step/predict.js).
control-predict = Predict
group-prediction = Your prediction
predict-intro = Press Step: a question comes before each step.
predict-ask-choose = Which item will Algorithm X choose?
predict-ask-cover = How many options will covering item { $item } remove?
predict-ask-try = Will option { $option } lead to a solution, or to a dead end?
predict-ask-uncover = What will the search do with item { $item } now?
predict-ask-solution = Which options make up the solution?
predict-answer-solution = A solution
predict-answer-dead = A dead end
predict-answer-another = Try its next option
predict-answer-back = Uncover it and back up
predict-why-smallest = item { $item } has { $size ->
    [one] { $size } option
   *[other] { $size } options
}, the fewest.
predict-why-first = item { $item } is the first active item, and the first rule takes it.
predict-why-random = the random rule picked item { $item }, which has { $size ->
    [one] { $size } option
   *[other] { $size } options
}.
predict-why-cover = covering item { $item } removes every option that has it: { $removed ->
    [one] { $removed } option
   *[other] { $removed } options
}.
predict-why-found = option { $option } leads to a solution, { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} on.
predict-why-dead = every way on from option { $option } ends in a dead end (searched in { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}).
predict-why-uncover = every option of item { $item } has been tried, so the search uncovers it and goes back a level.
predict-why-solution = options { $options } cover every item exactly once.
predict-right = Right: { $why }
predict-wrong = Not quite: { $why }
predict-score = { $right } of { $asked } right{ $skipped ->
    [0] {""}
   *[other] , { $skipped } not answered
}
predict-skipped = Not answered: { $why }
predict-none = This step has no question: press Step for the next one.

## Lessons: playing one (app/lesson.js) and writing one (app/lesson-editor.js).
region-lesson = Lesson
region-hint = Hint
control-previous-stop = Previous stop
control-next-stop = Next stop
control-leave-lesson = Leave lesson
control-resume-lesson = Resume
control-present = Present
lesson-present-refused = this page may not go full screen
lesson-where = Stop { $stop } of { $stops } · step { $step }
lesson-left = You left the lesson at stop { $stop } of { $stops }: explore freely, then press Resume.
control-lesson = Lesson
region-lesson-editor = Lesson editor
label-built-in = Built-in lessons
lesson-built-in-choose = Choose a lesson…
lesson-exact-cover = Exact cover from zero
lesson-sudoku-cover = Sudoku as exact cover
lesson-smallest-item = Why the smallest item first
lesson-queens = Eight queens and secondary items
lesson-backtracking = Backtracking, step by step
label-lesson-name = Lesson title
lesson-no-stops-yet = No stops yet: step to where you want one, then press Add stop.
control-add-stop = Add stop
control-play-lesson = Play lesson
control-save-lesson = Save lesson
control-open-lesson = Open lesson
control-share-lesson = Share lesson
lesson-stop-name = Stop { $stop }
label-stop-step = Step
label-stop-title = Title
label-stop-text = Text
label-stop-predict = Predict at this stop
control-stop-up = Up
control-stop-up-name = Move stop { $stop } up
control-stop-down = Down
control-stop-down-name = Move stop { $stop } down
control-stop-delete = Delete
control-stop-delete-name = Delete stop { $stop }
lesson-saved = Lesson saved: { $stops ->
    [one] { $stops } stop
   *[other] { $stops } stops
} ({ $file }).
lesson-shared = The lesson's link is beside Share lesson: copy it to share the lesson.
lesson-shared-copied = The lesson's link is copied: it opens the lesson at its first stop.
copied = Copied
copy-refused = copying is not allowed here: select the text and copy it
control-copy-code = Copy
lesson-editor-faults = { $count ->
    [one] the lesson has a problem, marked in the Lesson editor
   *[other] the lesson has { $count } problems, marked in the Lesson editor
}
label-lesson-link = Link to this lesson
control-edit-copy = Edit a copy
lesson-copy-editing = A copy of “{ $title }” is in the editor: change it, then Save or Share it.
lesson-unread = the lesson could not be opened: { $why }
lesson-link-unread = the lesson link is not base64url text
lesson-link-too-big = the lesson in the link unpacks to more than { $max } bytes
lesson-fetch-failed = the lesson file { $url } could not be fetched
lesson-fetch-status = the lesson file { $url } could not be fetched (HTTP { $status })
lesson-puzzle-unread = the lesson's puzzle does not read: { $why }
lesson-none = no lesson is playing

## Pictures for slides (app/pictures.js).
group-pictures = Pictures
label-picture-of = Picture of
picture-of-board = the board
picture-of-matrix = the matrix
control-save-picture = Save picture
control-save-svg = Save SVG
picture-saved = Picture saved.
picture-no-svg = The matrix is drawn on a canvas: Save picture makes a PNG of it. Save SVG takes the board, or the links view of a small matrix.
control-save-animation = Save animation
animation-title = Save animation
label-animation-from = From step
label-animation-to = To step
label-animation-speed = Steps a second
label-animation-size = Size
animation-size-1 = as on screen
animation-size-2 = twice as large
animation-size-1920 = 1920 px wide
label-picture-size = Size
label-picture-caption = Caption: the step and its narration
picture-caption = Step { $step }: { $narration }
animation-progress = Frames drawn and encoded
control-animation-save = Save
control-animation-cancel = Cancel
animation-saved = Animation saved: { $frames ->
    [one] { $frames } frame
   *[other] { $frames } frames
}.
animation-cancelled = The animation was cancelled.
animation-too-long = an animation has at most { $max } frames: choose a shorter range
