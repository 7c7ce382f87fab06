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
cli-bench = { $engine }: { $puzzles } puzzles, { $micros } µs/puzzle, { $rate } puzzles/s, { $nodes } nodes/puzzle; { $unique } unique, { $multiple } multiple, { $none } none; { $checked }; { $threads }
cli-bench-checked = every answer checked
cli-bench-wrong = { $count } WRONG answers

## trace, cover.

cli-trace-limit = stopped after { $limit } steps ({ $nodes } nodes): raise --limit for more
cli-interrupted = interrupted: { $count } solutions so far, a partial count ({ $done } of { $pieces } pieces done, { $nodes } nodes)
cli-count-stats = { $nodes } nodes, { $updates } updates, { $ms } ms; { $pieces } subproblems from the first { $depth } levels on { $threads }, the largest { $share }% of the nodes
cli-cover-stats = { $nodes } nodes, { $updates } updates, { $ms } ms; one thread
cli-counting = counting: { $done }/{ $pieces } pieces, { $solutions } solutions so far
cli-progress-bar = {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} pieces, {"{"}msg{"}"}, {"{"}elapsed{"}"} (about {"{"}eta{"}"} left)
cli-so-far = { $solutions } solutions so far

## explain.

cli-explain-step = { $step }. { $technique } ({ $level }): { $text }
cli-explain-result = puzzle { $puzzle }: { $verdict }; { $steps } steps; hardest { $hardest }; level { $level }
cli-verdict-solved = solved
cli-verdict-stuck = stuck: the rest needs search
cli-verdict-invalid = invalid: the puzzle clashes or has no unique solution
cli-verdict-stopped = stopped after { $nodes } nodes: could not tell whether the puzzle has one solution
cli-none = none
