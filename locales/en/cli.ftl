### The command line's own words (src/cli/). Its answers (solutions,
### counts, "No Solution", "2+", the rate line, --json's keys and technique
### names) are contracts that scripts read, the same in every language.

cli-error = error: { $message }
cli-io = { $error }
cli-no-size = no sudoku of size { $size }: use 4, 6, 8, 9, 10, 12, 16, … up to 25
cli-no-lang = no language '{ $lang }': use en or zh-CN
cli-threads = { $count ->
    [one] 1 thread
   *[other] { $count } threads
}

## Reading the input.

input-stdin = the input
input-file = { $path }
input-too-large = { $what } is larger than { $mib } MiB, the most dlx-lab reads: split it into smaller files
input-cannot-read = cannot read { $path }: { $error }
input-not-utf8 = { $what } is not UTF-8 text (byte { $byte }): save it as UTF-8

## solve, bench.

cli-solve-stats = puzzle { $puzzle } (line { $line }): { $nodes } nodes, { $updates } updates, max depth { $depth }, { $micros } µs
cli-solve-stopped = puzzle on line { $line }: search stopped after { $nodes } nodes
cli-generate-proven = puzzle { $puzzle } (seed { $seed }): one solution, proven by { $steps ->
        [0] search alone
       *[other] { $steps } logical steps, then search
    } ({ $nodes } search nodes, { $millis } ms)
cli-generate-unproven = puzzle { $puzzle }: the generator's puzzle could not be proven unique again (a bug: please report it)
cli-bench = { $engine }: { $puzzles } puzzles, { $micros } µs/puzzle, { $rate } puzzles/s, { $nodes } nodes/puzzle; { $unique } unique, { $multiple } multiple, { $none } none; { $checked }; { $threads }
cli-bench-checked = every answer checked
cli-bench-wrong = { $count } WRONG answers

## trace, cover.

cli-trace-limit = stopped after { $limit } steps ({ $nodes } nodes): raise --limit for more
cli-interrupted = interrupted: { $count } solutions so far, a partial count ({ $done } of { $pieces } pieces done, { $nodes } nodes)
cli-count-stats = { $nodes } nodes, { $updates } updates, { $ms } ms; { $pieces } subproblems from the first { $depth } levels on { $threads }, the largest { $share }% of the nodes
cli-cover-stats = { $nodes } nodes, { $updates } updates, { $ms } ms; one thread
cli-cover-stats-bounded = { $nodes } nodes, { $ms } ms; one thread, with multiplicities
cli-counting = counting: { $done }/{ $pieces } pieces, { $solutions } solutions so far
cli-progress-bar = {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} pieces, {"{"}msg{"}"}, {"{"}elapsed{"}"} (about {"{"}eta{"}"} left)
cli-so-far = { $solutions } solutions so far
cli-part-bad = --part takes K/N, two whole numbers with 1 ≤ K ≤ N, not “{ $text }”
cli-part-multiplicities = --part splits an exact cover without multiplicities, and this problem has some
cli-sum-line = line { $line } is not a part's line ({"{"}"part":K,"of":N,"count":…,"nodes":…{"}"}, as cover --part K/N --json prints it): { $error }
cli-sum-of = line { $line } is a part of { $found }, but the first line's is of { $of }
cli-sum-range = line { $line }: there is no part { $part } of { $of }
cli-sum-twice = part { $part } of { $of } is there twice (lines { $first } and { $line })
cli-sum-missing = { $count ->
    [one] part { $parts } of { $of } is missing
   *[other] parts { $parts } of { $of } are missing
}
cli-sum-empty = no part lines to add (cover --count --part K/N --json prints them)
cli-sum-overflow = the parts add up to more than 18446744073709551615
cli-min-progress = repeated cover: searching for at most { $limit } { $limit ->
    [one] option
   *[other] options
 }, { $nodes } nodes so far, { $found } optimal sets
cli-min-stats = { $nodes } nodes, { $pruned } cut off (depth + h over the limit), { $updates } updates, depth limits { $from } to { $to }, { $ms } ms; one thread

## explain.

cli-explain-step = { $step }. { $technique } ({ $level }): { $text }
cli-explain-result = puzzle { $puzzle }: { $verdict }; { $steps } steps; hardest { $hardest }; level { $level }
cli-verdict-solved = solved
cli-verdict-stuck = stuck: the rest needs search
cli-verdict-invalid = invalid: the puzzle clashes or has no unique solution
cli-verdict-stopped = stopped after { $nodes } nodes: could not tell whether the puzzle has one solution
cli-none = none

## --help: what the command and each subcommand does (cli-about-*), each
## argument (cli-arg-<command>-<argument>, else cli-arg-<argument> for the
## ones several commands share), and the headings.

cli-help-usage = Usage:
cli-help-arguments = Arguments
cli-help-options = Options
cli-help-commands = Commands
cli-about = Exact cover by Dancing Links: sudoku, Binary Sudoku and raw exact-cover problems
cli-about-solve = Solve sudokus (one per line, or blocks of n lines); print each solution in the input's layout
cli-about-binary = Binary Sudoku: print the fewest toggles that make every row, column and box even
cli-about-cover = Exact cover (an `n m` 0/1 matrix, or Knuth's format): print the 1-based options of one solution; with --min, repeated cover
cli-about-problem = Write a classic exact-cover problem in Knuth's format, for `cover`
cli-about-sum = Add the counts of the parts of a count split across machines (the lines of cover --count --part K/N --json), checking that every part 1..N is there once
cli-about-oj = Answer an online judge's repeated-cover problem (hdu2295 Radar, fzu1686), reading its input format and printing its output
cli-about-bench = Solve every one-line puzzle in a file, check each answer, and print the speed
cli-about-trace = Print the step events of a DLX search as JSON lines
cli-about-hint = The next logical step for each sudoku, explained in the player's and the matrix's terms
cli-about-explain = The logical solve path of each sudoku, one step a line, then its result
cli-about-rate = Rate each sudoku: "level hardest-technique dlx-nodes se", a line each (se: the estimate of its Sukaku Explainer rating)
cli-about-generate = Generate puzzles with one solution at a level, one a line; the same arguments give the same puzzles
cli-about-help = Print this message or the help of the given subcommand
cli-arg-help-subcommand = The subcommand whose help to print
cli-arg-help = Print help
cli-arg-version = Print version
cli-arg-lang = The language of every message: en or zh-CN (default: LC_ALL, LC_MESSAGES or LANG)
cli-arg-file = Input file (default: stdin)
cli-arg-shape = Box shape RxC (rows × columns), overriding the one inferred from the size
cli-arg-solver = The engine (default: the fastest correct one)
cli-arg-variant = The sudoku variant: plain, jigsaw (each puzzle followed by its map of regions), x (both diagonals) or windoku (four windows)
cli-arg-threads = Work on this many puzzles at once (default: one per core); the output keeps the input's order
cli-arg-solve-count = Print 0, 1 or 2+ per puzzle instead of the solution ("stopped" if --node-limit ran out)
cli-arg-solve-stats = Print nodes and time per puzzle on stderr
cli-arg-solve-node-limit = Give up on a puzzle after this many search nodes
cli-arg-binary-show = Also print the solved grid
cli-arg-cover-count = Print the number of solutions instead; with --min, add the number of optimal sets
cli-arg-cover-min = Repeated cover: the fewest options that cover every primary item at least once. Prints their number, then the 1-based options of one such set
cli-arg-cover-no-bound = With --min, search without the A* bound h, to see what it saves
cli-arg-cover-limit = With --count, stop counting at this many (on one thread)
cli-arg-cover-stats = Print nodes, updates and time on stderr
cli-arg-cover-progress = With --count or --min, show progress on stderr (pieces of the search done, solutions so far): a bar on a terminal, else a line a second
cli-arg-cover-threads = Count on this many threads (default: one per core), splitting the search's first levels
cli-arg-cover-part = With --count, count only part K of N of the search tree (K/N): the tree is split at a fixed depth and its subtrees dealt to the parts in turn, the same on every machine, so the parts' counts add up to the whole
cli-arg-cover-parts-depth = With --part, split the tree at this depth (default: the shallowest with at least 16 subtrees a part)
cli-arg-cover-json = With --part, print {"{"}"part":K,"of":N,"count":…,"nodes":…{"}"} for sum to add
cli-arg-cover-rule = How the search picks its item: smallest, first or random (for a solution, or a count with --limit; a whole count is the same under every rule)
cli-arg-cover-seed = Seed for --rule random
cli-arg-sum-files = Files of part lines (default: stdin); their lines are read one file after another
cli-arg-sum-json = Print {"{"}"of":N,"count":…,"nodes":…{"}"} instead of the count alone
cli-arg-problem-name = queens, langford or pentominoes
cli-arg-oj-name = The judge's problem: hdu2295 or fzu1686
cli-arg-oj-file = Input file in the judge's format (default: stdin)
cli-arg-oj-cover = Print a test case's repeated-cover problem in Knuth's format (for cover --min and the page) instead of the answers
cli-arg-oj-case = With --cover, the test case to print (from 1)
cli-oj-case = the input has { $cases } test cases: there is no case { $case }
cli-arg-problem-size = N for queens, n for Langford pairs, the board (6x10, 5x12, 4x15, 3x20, 8x8) for pentominoes
cli-arg-bench-file = File of one-line puzzles
cli-arg-bench-mode = first: stop at the first solution; count2: count up to 2, the answer a solver must give to tell "unique"
cli-arg-trace-file = Input file (default: stdin): a sudoku or an exact-cover problem
cli-arg-trace-limit = Stop after this many events
cli-arg-trace-min = Trace repeated cover instead (cover --min): deepen, choose, try, prune (depth + h over the limit, with the items h counted), solution, undo, leave, done
cli-arg-trace-rule = How the search picks its item (a column of the matrix): smallest, first or random
cli-arg-trace-seed = Seed for --rule random
cli-arg-hint-json = One JSON object a line; cells 0-based [row, col], values 1-based
cli-arg-explain-json = One JSON object a line: the steps, then {"{"}"puzzle", "result", "steps", "hardest", "level"{"}"}
cli-arg-rate-json = One JSON object a line: {"{"}"puzzle", "level", "hardest", "se", "score", "nodes"{"}"}
cli-arg-generate-size = Side of the grid: 4, 6, 9, 16, … (boxes as usual for the size)
cli-arg-generate-level = easy, medium, hard, expert or extreme
cli-arg-generate-seed = The seed; puzzle k of --count uses seed + k
cli-arg-generate-count = How many puzzles
cli-arg-generate-symmetric = Givens symmetric under a half turn
