### The hints' words (src/hint/text.rs, next.rs): a nudge, the technique and
### where, the full step in the player's terms, and the same step in the
### exact-cover matrix's terms. Cell names (r3c5), symbols and the matrix's
### labels (R3#7, r4c2#3) are the same in every language.

## The techniques, by name.

technique-naked-single = Naked single
technique-hidden-single = Hidden single
technique-pointing = Pointing
technique-claiming = Claiming
technique-naked-pair = Naked pair
technique-hidden-pair = Hidden pair
technique-naked-triple = Naked triple
technique-hidden-triple = Hidden triple
technique-x-wing = X-Wing
technique-xy-wing = XY-Wing
technique-swordfish = Swordfish
technique-xyz-wing = XYZ-Wing
technique-naked-quad = Naked quad
technique-hidden-quad = Hidden quad
technique-jellyfish = Jellyfish
technique-forcing-chain = Forcing chain

## The levels.

level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
level-extreme = extreme

## Parts of a step's words.

hint-full = { $step } In the matrix: { $matrix }
hint-removal = { $symbol } from { $cells }
hint-removals = remove { $parts }
placed = { $cell } = { $symbol }
units-rows = { $count ->
    [one] row
   *[other] rows
} { $numbers }
units-columns = { $count ->
    [one] column
   *[other] columns
} { $numbers }
units-boxes = { $count ->
    [one] box
   *[other] boxes
} { $numbers }
units-diagonals = { $count ->
    [one] diagonal
   *[other] diagonals
} { $numbers }
units-windows = { $count ->
    [one] window
   *[other] windows
} { $numbers }

## Each technique: its nudge, its name and place, its full step.

naked-single-nudge = Look at { $cell }: how many values can it still hold?
naked-single-technique = Naked single at { $cell }.
naked-single-step = Only { $symbol } is left for { $cell }: every other value is already in its row, column or box, or ruled out. So { $cell } = { $symbol }.
hidden-single-nudge = Look at { $unit }: where can { $symbol } go?
hidden-single-technique = Hidden single in { $unit }.
hidden-single-step = { $symbol } can go in only one place in { $unit }, so { $cell } = { $symbol }.
locked-nudge = Look at the { $symbol }s in { $base }.
locked-technique = { $technique }: { $symbol } in { $base } is locked in { $cover }.
locked-step = In { $base }, { $symbol } can only go in { $cover } ({ $places }). So { $cover } gets its { $symbol } there, and { $symbol } can go nowhere else in { $cover }: { $removals }.
subset-nudge = Look at { $unit }.
subset-technique = { $technique } { $symbols } in { $unit }.
naked-subset-step = { $cells } can only hold { $symbols } between them, so these values belong to these { $count } cells and can go from the rest of { $unit }: { $removals }.
hidden-subset-step = In { $unit }, { $symbols } fit only in { $cells }, so those cells hold { $symbols } and nothing else: { $removals }.
fish-nudge = Look at where { $symbol } can go in { $base }.
fish-technique = { $technique } on { $symbol } in { $base }.
fish-step = In { $base }, { $symbol } fits only in { $cover }. Each of the { $count } lines needs its { $symbol } in one of those { $count }, so they take every { $symbol } of { $cover }: { $removals }.
wing-nudge = Look at { $pivot } and the cells with two candidates that it sees.
wing-technique = { $technique } with pivot { $pivot } and pincers { $first } and { $second }.
xy-wing-step = { $pivot } is { $pivot_values }. If it is { $first_value }, { $first } ({ $first_values }) is { $symbol }; if it is { $second_value }, { $second } ({ $second_values }) is { $symbol }. Either way one of { $first } and { $second } is { $symbol }, so no cell that sees both can be { $symbol }: { $removals }.
xyz-wing-step = { $pivot } is { $pivot_values }, { $first } is { $first_values } and { $second } is { $second_values }. Whichever value { $pivot } takes, one of the three is { $symbol }, so no cell that sees all three can be { $symbol }: { $removals }.
dead-cell = { $cell } has no candidate left
dead-digit = { $unit } has no place left for { $symbol }
forcing-at-once = straight away
forcing-singles = singles follow: { $singles }; then
forcing-nudge = Look at { $cell }: what happens if you try each of its values?
forcing-technique = Forcing chain: { $cell } = { $symbol } leads to a contradiction.
forcing-step = Suppose { $cell } = { $symbol }. Then { $follows } { $dead }. That is impossible, so { $cell } can't be { $symbol }: { $removals }.

## The same steps in the matrix's terms.

matrix-forcing = Choosing option { $option } leaves column { $column } with no options: a dead end, as DLX would find. So option { $option } can go.
matrix-forcing-chain = Choosing option { $option } and then each option left alone in its column ({ $forced }) leaves column { $column } with no options: a dead end, as DLX would find. So option { $option } can go.
matrix-single = Column { $column } has one option left, { $option }, so it must be chosen.
matrix-wing = Every way of covering columns { $columns } uses option { $options }. Each of { $eliminated } shares a digit column with all of them, so it can never be chosen.
matrix-subset = { $count ->
    [one] Column { $base } has all its options inside { $cover }, so the other options of { $cover } can go: { $eliminated }.
   *[other] Columns { $base } have all their options inside { $cover }, so the other options of { $cover } can go: { $eliminated }.
}

## The next hint when there is no step to show, or a mistake to tell.

hint-stopped = The search stopped after { $nodes } nodes before it could tell whether this puzzle has one solution, so no hint is safe. Add a few givens and ask again.
hint-no-solution = This grid has no solution: some value already placed is wrong, or the puzzle is broken.
hint-several-solutions = This puzzle has more than one solution, so no step is forced by logic alone.
hint-solved = The grid is complete and correct.
hint-wrong-entry = { $cell } holds { $entry }, but the puzzle's only solution has { $symbol } there.
hint-wrong-mark = Your pencil marks in { $cell } leave out { $symbol }, which the solution needs there: a mark was removed by mistake.
reveal-nudge = No technique of the catalogue applies here: the search has to guess.
reveal-technique = DLX would branch on column { $column }, which has { $options } options.
reveal-step = No technique applies, so DLX would branch on column { $column }, the one with the fewest options ({ $options }). The solution has { $cell } = { $symbol }: Apply reveals it.
reveal-matrix = Every column has at least { $options } options left, and no k columns lie inside k others; Algorithm X picks { $column } and tries each of its options in turn.

## The generator.

generate-failed = no { $n }×{ $n } { $level } puzzle found in { $attempts } attempts; try another seed

## A mistake, graded: that there is one, its box, then the cell and the fix.
hint-wrong-entry-nudge = One of your entries is wrong.
hint-wrong-entry-region = One of your entries in { $unit } is wrong.
hint-wrong-entry-fix = Apply hint clears { $cell }.
hint-wrong-mark-nudge = One of your pencil marks leaves out a value the solution needs.
hint-wrong-mark-region = In { $unit }, one cell's pencil marks leave out the value the solution needs there.
hint-wrong-mark-fix = Apply hint puts { $symbol } back among the marks of { $cell }.
hint-mistake-step = { $mistake } { $fix }
