### The library's words (src/): what a bad input is told, the names of the
### puzzles' parts, the search's items in the puzzle's terms. Rendered by
### Rust (src/i18n/) for the command line and the JS API's text fields, and
### by the page (www/i18n/) from the same data. Arguments that are numbers
### are never grouped here ("1296"), in either renderer.
###
### Terms: Knuth's "item" and "option" (the matrix's columns and rows);
### "cover" and "uncover".

## Lists: each language joins them its own way.

list-none = {""}
list-one = { $item }
list-pair = { $first } and { $second }
list-more = { $first }, { $rest }
either-pair = { $first } or { $second }

## Where a bad input goes wrong.

parse-at = line { $line }, column { $column }: { $message }
parse-at-line = line { $line }: { $message }
text-control-character = the control character { $code } is not text a puzzle can hold (is this a binary file?)
text-modifier-after = { $code }, a combining mark or invisible character, follows '{ $symbol }': write each symbol as one plain character
text-modifier-first = { $code }, a combining mark or invisible character, starts the line: write each symbol as one plain character

## Sudoku text.

# A grid's shape: its side and its boxes.
shape = { $n }×{ $n } (boxes { $rows }×{ $cols })
sudoku-line-length = a { $shape } sudoku needs { $cells } symbols on a line or { $n } per row, but this line has { $count }
sudoku-short-block = the { $n }×{ $n } puzzle that starts here has only { $found } of its { $rows } rows
sudoku-row-length = expected { $expected } symbols like the first row of this puzzle (line { $line }), found { $found }
sudoku-empty = the input is empty: paste a puzzle
sudoku-not-a-size = { $count } symbols is not a sudoku: a puzzle on one line has 16, 36, 64, 81, 144, 256 or 625 symbols, and each row of a block has 4, 6, 8, 9, 12, 16 or 25
sudoku-bad-symbol = '{ $symbol }' is not a symbol of a { $n }×{ $n } sudoku: use { $symbols }, and . 0 - or _ for a blank

## Binary Sudoku text.

binary-row-size = a Binary Sudoku row has 4, 6, 8, 9 or 10 cells (9 for USACO's), not { $count }
binary-empty = the input is empty: paste 9 lines of 9 zeros and ones
binary-rows = a { $n }×{ $n } Binary Sudoku has { $n } rows, but the input has { $total }
binary-row-length = expected { $n } cells like the first row, found { $found }
binary-bad-cell = '{ $cell }' is not 0 or 1

## Exact-cover text: a 0/1 matrix, or Knuth's format.

cover-empty = the input is empty: paste a matrix (`n m` and rows of 0/1) or Knuth's format
matrix-no-columns = the matrix needs at least one column
matrix-too-large = a { $rows }×{ $columns } matrix is too large: at most { $max_columns } columns and { $max_cells } cells (rows × columns)
matrix-more-rows = the first line says { $rows } rows, but there are more
matrix-row-length = row { $row } has { $found } values, but the first line says { $columns } columns
matrix-fewer-rows = the first line says { $rows } rows, but there are only { $found }
matrix-no-size = this looks like a 0/1 matrix without its first line: add a line "{ $rows } { $columns }", its numbers of rows and columns
knuth-two-bars = only one '|' may separate primary from secondary items
knuth-bad-name = '{ $name }' is not an item name (no '|' or ':' inside names)
knuth-bad-bounds = '{ $name }': a multiplicity is written a:b|item (at least a, at most b times) or b|item (b times), whole numbers with a ≤ b and 1 ≤ b ≤ { $max }
knuth-bounds-secondary = '{ $name }': only primary items (before the '|') take a multiplicity
knuth-bounds-here = '{ $name }': multiplicities (Knuth's DLX3) are read by `dlx-lab cover` and `trace`, solveCover, and the page's Solve and Step, not yet here
knuth-named-twice = item '{ $name }' is named twice
knuth-no-primary = there are no primary items before the '|'
knuth-unknown-item = '{ $name }' is not one of the items on line { $line }
knuth-item-twice = item '{ $name }' appears twice in this option
knuth-only-secondary = this option has only secondary items (after the '|'): an option needs a primary item, or it can never be chosen
knuth-no-options = there are items but no options: add one option per line
knuth-colour-on-primary = '{ $name }' is a primary item: only secondary items (after the '|') take a colour
knuth-bad-colour = '{ $colour }' is not a colour of '{ $name }': write item:colour, e.g. { $name }:A

## A grid's parts, and what is wrong with its values.

unit-row = row { $number }
unit-column = column { $number }
unit-box = box { $number }
unit-diagonal = diagonal { $number }
unit-window = window { $number }
# Two equal values in one unit: "row 3 has two 7s: r3c2 and r3c8".
clash = { $unit } has two { $symbol }s: { $first } and { $second }
verify-shape = the solution is { $solution } but the puzzle is { $puzzle }
verify-empty = { $cell } is empty
verify-given = { $cell } should keep its given { $given }
clash-on-line = the puzzle on line { $line } has clashing values: { $clash }
clash-values = the values clash: { $clash }
binary-too-large = a { $shape } Binary Sudoku is too large to solve exactly here (up to 10×10)

## The items of a search, in the puzzle's terms: what each column asks for.

item-cell = cell { $cell } needs a value
item-row = row { $number } has { $symbol }
item-column = column { $number } has { $symbol }
item-box = box { $number } has { $symbol }
# A variant's unit: "diagonal 1 has 7", "window 2 has 7".
item-unit = { $unit } has { $symbol }
# An item of raw exact cover means no more than its name.
item-named = item { $name }

## A name that is none of those a setting takes.

unknown-name = no { $what } '{ $name }': use { $known }
what-engine = engine
what-level = level
what-rule = item rule
what-problem = problem
what-board = pentomino board
what-kind = kind
what-event = event kind
what-variant = variant
what-setting = setting

## The sudoku engines, in the Solver menu and Compare.

engine-triads = Triads (SIMD)
engine-triads-summary = 9×9 in the manner of tdoku: each box in 16 lanes of 16 bits (SIMD natively and in wasm), each band as the six placements of each digit; a minirow or minicolumn holds three digits; guesses a placement
engine-bands = Band bitboards
engine-bands-summary = 9×9 on band bitboards: box/line locks by table, singles, fewest candidates first
engine-bands16 = Band bitboards 16×16
engine-bands16-summary = 16×16 on band bitboards, a band of four rows in one 64-bit word: singles for every unit at once, locked candidates, fewest candidates first
engine-bitboard = Bitboard 9×9
engine-bitboard-summary = 9×9 on digit-major bitboards (81 cells in one 128-bit word): the bitmask search, all cells at once
engine-bitmask = Bitmask, fewest candidates
engine-bitmask-summary = bit masks, fewest candidates first, with naked and hidden singles
engine-dlx = DLX, smallest item
engine-dlx-summary = dancing links, smallest item first (Knuth's Algorithm X)
engine-dlx-first = DLX, first item
engine-dlx-first-summary = dancing links, leftmost item first (no heuristic)
engine-naive = Naive backtracking
engine-naive-summary = bit masks, cells in reading order, no propagation

## The classic problems.

problem-size = the size of { $name } is a number from { $min } to { $max }, not '{ $size }'

## Online judges' inputs (dlx-lab oj).

oj-missing = the input ends early: { $problem }'s format has more numbers here
oj-not-number = '{ $text }' is not a whole number
oj-range = { $value } is out of range: { $problem } allows { $min } to { $max } here
oj-squiggly-value = { $number } is no cell of HDU 4069: its value (the number less its walls 16, 32, 64, 128) must be 0 to 9

## Box shapes.

box-no-grid = a { $rows }×{ $cols } box does not make a grid from 1×1 to 25×25
box-not-rxc = write the box shape as RxC, e.g. 3x3 or 2x3
box-rows-not-number = R is not a number
box-cols-not-number = C is not a number
box-does-not-fit = a { $shape } box shape does not fit { $n }×{ $n }
wrong-solution = internal error, wrong solution: { $error }
verify-no-such-option = option { $option } does not exist
verify-chosen-twice = option { $option } is chosen twice
verify-covered = item { $item } is covered { $times } times

## The JS API's options and calls.

options-not-object = bad options: expected an object
options-bad-lang = bad options: lang is 'en' or 'zh-CN'
options-unknown-key = bad options: unknown key '{ $key }' (known: { $known })
options-bad = bad options: { $error }
grid-not-square = { $cells } cells is not a square grid
grid-needs-box = a { $n }×{ $n } grid needs a box shape
grid-bad-value = { $value } is not a value of a { $n }×{ $n } grid
hint-givens-size = the givens and the grid are of different sizes
hint-bad-marks = bad marks: { $found } cells for a grid of { $cells }
hint-bad-depth = bad depth: use 1 (a nudge), 2 (the technique) or 3 (the full step)
generate-bad-size = bad size { $size }: use 4, 6, 8, 9, 10, 12, 16, … up to 25
prefix-gone = bad prefix: option { $option } does not exist or is ruled out already
prefix-clash = bad prefix: option { $option } clashes with an earlier one

## Check and Apply hint, for the page.

check-no-solution = Check needs a puzzle with one solution; this one has none.
check-several = Check needs a puzzle with one solution; this one has more than one.
check-stopped = Check needs a puzzle with one solution; the search stopped before it could tell.
check-all-right = All { $entered } of your entries agree with the solution.
check-all-right-marks = All { $entered } of your entries and the marks of { $marked ->
    [one] your 1 cell
   *[other] all { $marked } cells
} agree with the solution.
check-wrong = { $wrong } of your { $entered } entries contradict the solution: they are marked.
check-wrong-marks = { $wrong } of your { $entered } entries and { $wrong_marks } of your { $marked } cells of pencil marks contradict the solution: they are marked.
apply-bad-cell = bad hint: [{ $row }, { $column }, { $value }] is no cell and value of a { $n }×{ $n } grid

## A matrix that cannot be built (1-based numbers).
build-no-such-item = option { $option } names item { $item }, which does not exist
build-repeated-item = option { $option } names item { $item } twice
build-empty-option = option { $option } is empty
build-colour-on-primary = option { $option } gives primary item { $item } a colour; only secondary items take colours
build-too-large = the matrix is too large

## Sudoku variants: jigsaw regions, X diagonals, windoku windows.

regions-count = a region map needs { $cells } labels, one a cell (found { $found })
regions-label = a region label is beyond the grid's { $n } regions
regions-size = region { $region } has { $found } cells, not { $n }
windoku-size = windoku's four windows need a 9×9 grid, not { $shape }
engine-no-shape = the { $engine } engine solves { $shapes } only: for { $shape } use { $engines }
engine-shape-any = every size
engine-no-variants = the { $engine } engine knows only plain sudoku: for { $variant } use { $engines }
jigsaw-line-length = a line of { $count } symbols is too long for a jigsaw sudoku
jigsaw-no-map = this puzzle has no region map after it
jigsaw-two-words = a jigsaw line needs the givens and then the region map, two words
jigsaw-short-map = a jigsaw needs { $n } rows of region labels after its { $n } rows of givens (found { $found })
jigsaw-map-length = the region map has { $found } labels, not { $cells }
jigsaw-map-labels = the region map has { $found } different labels, not { $n }

## A lesson's JSON (src/lesson.rs): each error names the field, e.g. stops[2].text.
lesson-too-big = the lesson is { $size } bytes, more than the { $max } a lesson may have
lesson-syntax = the lesson is not JSON: line { $line }, column { $column }
lesson-not-object = { $field } must be an object ({ "{" } … { "}" })
lesson-unknown = { $place } has an unknown field '{ $field }' (known: { $known })
lesson-missing = the lesson has no { $field }
lesson-not-text = { $field } must be text in quotes
lesson-not-number = { $field } must be a whole number from 0 up
lesson-not-bool = { $field } must be true or false
lesson-not-list = { $field } must be a list ([ … ])
lesson-version = the lesson is version { $version }; this page reads version { $known }
lesson-lang = the lesson's language '{ $lang }' is not one this page speaks (en, zh-CN)
lesson-kind = the lesson's kind '{ $kind }' is not one of { $known }
lesson-rule = the lesson's rule '{ $rule }' is not one of { $known }
lesson-no-stops = the lesson has no stops
lesson-too-many-stops = the lesson has more than { $max } stops
lesson-step-max = { $field } is past step { $max }, the furthest a stop may be
lesson-too-long = { $field } is longer than { $max } characters
lesson-empty = { $field } is empty
lesson-html = { $field } has HTML ({ $tag }): a lesson is plain text
lesson-control = { $field } has control characters: a lesson is plain text
lesson-field = { $field ->
    [title] The lesson's title
   *[other] The lesson's { $field }
}
lesson-stop-field = Stop { $stop }'s { $field ->
    [step] step
    [title] title
    [text] text
   *[other] { $field }
}
lesson-seed-max = the lesson's seed is larger than { $max }

## The classics' items (src/problems/meanings.rs)
queens-rank = rank { $rank } needs a queen
queens-file = file { $file } needs a queen
queens-corner = at most one queen on { $square }, a corner
queens-diagonal = at most one queen on the diagonal { $from }–{ $to }
langford-place = place { $place } holds a number
langford-pair = the two { $number }s are placed
pentominoes-square = the square in row { $row }, column { $column } is covered
pentominoes-piece = piece { $piece } is placed
count-exact-only = Count all counts exact covers: this problem has Knuth's multiplicities (a:b|item), which it does not count
count-not-repeated = Count all counts exact covers, not repeated covers: minCover with count counts the optimal sets
