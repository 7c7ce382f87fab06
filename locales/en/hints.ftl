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
technique-skyscraper = Skyscraper
technique-two-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-finned-x-wing = Finned X-Wing
technique-sashimi-x-wing = Sashimi X-Wing
technique-finned-swordfish = Finned Swordfish
technique-sashimi-swordfish = Sashimi Swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-sashimi-jellyfish = Sashimi Jellyfish
technique-simple-colouring = Simple colouring
technique-multi-colouring = Multi-colouring
technique-unique-rectangle-1 = Unique rectangle type 1
technique-unique-rectangle-2 = Unique rectangle type 2
technique-unique-rectangle-4 = Unique rectangle type 4
technique-unique-rectangle-3 = Unique rectangle type 3
technique-unique-rectangle-5 = Unique rectangle type 5
technique-unique-rectangle-6 = Unique rectangle type 6
technique-avoidable-rectangle-1 = Avoidable rectangle type 1
technique-avoidable-rectangle-2 = Avoidable rectangle type 2
technique-hidden-rectangle = Hidden rectangle
technique-bug-plus-one = BUG+1
technique-x-chain = X-Chain
technique-remote-pairs = Remote pairs
technique-xy-chain = XY-Chain
technique-w-wing = W-Wing
technique-aic = AIC
technique-nice-loop = Nice loop
technique-grouped-aic = Grouped AIC
technique-grouped-nice-loop = Grouped nice loop
technique-sue-de-coq = Sue de Coq
technique-als-xz = ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-chain = ALS-XY-Chain
technique-death-blossom = Death Blossom
technique-als-aic = AIC with almost locked sets
technique-forcing-net = Forcing net

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

matrix-forcing = Choosing option { $option } leaves item { $item } with no options: a dead end, as DLX would find. So option { $option } can go.
matrix-forcing-chain = Choosing option { $option } and then each option left alone in its item ({ $forced }) leaves item { $item } with no options: a dead end, as DLX would find. So option { $option } can go.
matrix-single = Item { $item } has one option left, { $option }, so it must be chosen.
matrix-wing = Every way of covering items { $items } uses option { $options }. Each of { $eliminated } shares a digit item with all of them, so it can never be chosen.
matrix-subset = { $count ->
    [one] Item { $base } has all its options inside { $cover }, so the other options of { $cover } can go: { $eliminated }.
   *[other] Items { $base } have all their options inside { $cover }, so the other options of { $cover } can go: { $eliminated }.
}

## The next hint when there is no step to show, or a mistake to tell.

hint-stopped = The search stopped after { $nodes } nodes before it could tell whether this puzzle has one solution, so no hint is safe. Add a few givens and ask again.
hint-no-solution = This grid has no solution: some value already placed is wrong, or the puzzle is broken.
hint-several-solutions = This puzzle has more than one solution, so no step is forced by logic alone.
hint-solved = The grid is complete and correct.
hint-wrong-entry = { $cell } holds { $entry }, but the puzzle's only solution has { $symbol } there.
hint-wrong-mark = Your pencil marks in { $cell } leave out { $symbol }, which the solution needs there: a mark was removed by mistake.
reveal-nudge = No technique of the catalogue applies here: the search has to guess.
reveal-technique = DLX would branch on item { $item }, which has { $options } options.
reveal-step = No technique applies, so DLX would branch on item { $item }, the one with the fewest options ({ $options }). The solution has { $cell } = { $symbol }: Apply reveals it.
reveal-matrix = Every item has at least { $options } options left, and no k items lie inside k others; Algorithm X picks { $item } and tries each of its options in turn.

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

## Chains: `=` is a strong link (an item with two options left), `-` a
## weak link (two options that share an item). $chain is written in the
## notation of HoDoKu and SudokuWiki: 5r1c2, a group 5r1c45.

not-placed = { $cell } can't be { $symbol }
chain-nudge = Look for a chain of strong links that starts at { $cell }.
chain-technique = { $technique }: { $chain }.
chain-step = { $chain }. Read it from the start: if { $start } is false, each strong link (=) makes its other end true and each weak link (-) makes the next one false, so { $end } is true. One of the two ends is true, so a candidate that sees both is false: { $removals }.
chain-loop-step = { $chain }: the chain comes back to { $start }, a loop. Going round, each strong link (=) has a true end and each weak link (-) a false one, so exactly one end of every weak link is true, and a candidate that sees both ends of a weak link is false: { $removals }.
chain-proof-step = { $chain }. If { $start } were false, the chain would make it true, so it is true: { $placement }.
finned-technique = { $technique } on { $symbol } in { $base }, with fin { $fins }.
finned-step = In { $base }, { $symbol } fits only in { $cover }, except for the fin { $fins }. Either a fin is { $symbol }, or the fish holds and takes every { $symbol } of { $cover }. A cell of { $cover } that sees every fin loses { $symbol } either way: { $removals }.
colouring-nudge = Look at the { $symbol }s that come in pairs: units with only two places for { $symbol }.
colouring-technique = { $technique } on { $symbol }.
colouring-step = Colour the { $symbol }s linked by pairs (a unit with two places) in two colours, alternating: { $on } and { $off }. In each cluster one colour is { $symbol } everywhere and the other nowhere. { $reason } { $removals }.
colouring-wrap = Two cells of one colour see each other, so that colour is false:
colouring-trap = A cell that sees both colours of a cluster can't be { $symbol }:
colouring-multi-wrap = A colour of one cluster sees both colours of the other, so it is false:
colouring-multi-trap = A colour of one cluster sees a colour of the other, so the two are not both true and one of their opposites is: a cell that sees both opposites loses it:
uniqueness-nudge = Look at { $cells }: they could make a deadly pattern.
uniqueness-technique = { $technique } on { $symbols } at { $cells }.
ur-step = { $cells } all have { $symbols }. If those four cells held only { $symbols }, the two values could swap and the puzzle would have two solutions. This puzzle has one solution (checked first), so { $reason }: { $removals }.
ur-1 = the one corner with other candidates can't be either value
ur-2 = one of the two corners with the extra { $symbol } is { $symbol }, and no cell that sees both can be
ur-3 = the extras of the two corners act as one cell, which makes a naked subset in { $unit }
ur-4 = { $symbol } has only those two corners in { $unit }, so one of them is { $symbol } and neither can be the other value
ur-5 = every corner with other candidates has just one more, { $symbol }, so one of them is { $symbol }, and no cell that sees them all can be
ur-6 = { $symbol } has only the rectangle's places in { $units }, so it goes in the two corners without extras
ar-step = { $cells } would hold { $symbols } crosswise, and none of them is a given: the two values could swap and the puzzle would have two solutions. This puzzle has one (checked first), so { $reason }: { $removals }.
ar-1 = { $cell } can't complete the pattern with { $symbol }
ar-2 = one of the two open corners is their extra { $symbol }, and no cell that sees both can be
hidden-rectangle-reason = { $symbol } has only the rectangle's places in { $units } of the opposite corner, so that corner can't be the other value
bug-nudge = Almost every blank cell has two candidates: look for the one that has three.
bug-technique = BUG+1 at { $cell }.
bug-step = Every blank cell but { $cell } has two candidates, and every value has two places in each unit but { $symbol } around { $cell }. If { $cell } were not { $symbol }, the grid would be a deadly pattern with two solutions. This puzzle has one solution (checked first), so { $cell } = { $symbol }.
als-set = { $cells } ({ $symbols })
als-nudge = Look at { $unit }: a few cells there hold one value more than their number.
als-technique = { $technique }: { $sets }.
als-xz-step = { $first } and { $second } are almost locked sets: each has one value more than it has cells. Every { $x } of one sees every { $x } of the other, so at most one of them holds { $x }, and the other is locked to its other values. Either way one of them holds { $z }, so a cell that sees every { $z } of both can't: { $removals }.
als-xy-wing-step = { $pivot } shares { $x } with { $first } and { $y } with { $second }, each seen whole by the other side. { $pivot } can't hold both, so { $first } or { $second } is locked and holds { $z }: { $removals }.
als-xy-chain-step = { $sets } are almost locked sets in a row, each with a restricted common value shared with the next ({ $commons }). Suppose neither { $first } nor { $last } held { $z }: then { $first } would be locked to its other values and hold { $x }, so the next set could not and would be locked and hold the next common value, and so on to { $last }, which would lose a common value as well as { $z }: too few values for its cells. So { $first } or { $last } holds { $z }, and a cell that sees every { $z } of both can't: { $removals }.
death-blossom-nudge = Look at { $cell }: each of its candidates reaches an almost locked set.
death-blossom-technique = { $technique } on the stem { $cell }.
death-blossom-petal = { $symbol }: { $set }
death-blossom-step = The stem { $cell } is one of { $symbols }, and each of them has a petal, an almost locked set whose every such value sees the stem: { $petals }. Whatever the stem holds, that petal loses the value and is locked to its others, { $z } among them. So some petal holds { $z }, and a cell that sees every { $z } of every petal can't: { $removals }.
net-nudge = Look at { $cell }: follow each of its values.
net-technique = Forcing net from { $cell }.
net-step = { $cell } is { $values }. Each value, followed by the singles it forces, leads to the same end: { $result }. Whatever { $cell } holds, { $result }.
matrix-chain = Items { $strong } have two options left each: the strong links. The chain alternates them with options that share an item, the weak links, so { $start } or { $end } is in every solution, and an option that shares an item with both can go: { $eliminated }.
matrix-chain-loop = Items { $strong } have two options left each: the strong links. The chain alternates them with weak links and closes, so one end of each weak link is in every solution, and an option that shares an item with both ends of one can go: { $eliminated }.
matrix-chain-proof = Items { $strong } have two options left each. Leaving out { $start } forces it back in along the chain, so it is in every solution.
matrix-chosen = option { $option } is in every solution
matrix-gone = { $eliminated } can go
matrix-uniqueness = Cell items { $items } and the digit items of their two values would have two coverings. A puzzle with one solution rules that out, so { $done }.
matrix-net = Each option of item { $item }, followed by the items it leaves with one option, gives the same result: { $done }.
matrix-als = Each of { $sets } is a set of cell items with one value group more than items: one option short of a naked subset. Their restricted commons leave { $eliminated } with no solution.
sue-de-coq-nudge = Look where { $line } crosses { $block }.
sue-de-coq-technique = { $technique } where { $line } crosses { $block }.
sue-de-coq-step = Where { $line } crosses { $block }, { $inner } hold { $inner_symbols }. With { $line_cells } ({ $line_symbols }) from the rest of { $line } and { $box_cells } ({ $box_symbols }) from the rest of { $block }, which share no value, these { $count } cells have just { $count } values between them, so each value is in them once: the line's values leave the rest of { $line }, the box's the rest of { $block }, and the others both: { $removals }.
matrix-sue-de-coq = The cell items { $items } have as many value groups between them ({ $values }), and no group can be used twice among them: each is used once there, so { $eliminated } are in no solution.
matrix-death-blossom = Cell item { $stem } has { $count } options, each linked to a set of cell items with one value group more than items ({ $sets }). Whichever option covers { $stem }, its set loses that value group and becomes a naked subset, which takes { $z }: { $eliminated } are in no solution.
matrix-colouring = Items { $items } have two options each; along them the options alternate in two colours, one of which is in every solution, so { $eliminated } can go.
matrix-finned = Items { $base } have their options inside { $cover } and the fins { $fins }. Options of { $cover } that share an item with every fin go either way: { $eliminated }.
