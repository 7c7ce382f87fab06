### 命令行自己的用语（src/cli/）。它的输出结果（解、计数、"No Solution"、"2+"、
### rate 的输出行、--json 的键名和技巧名）是脚本要读取的约定，在所有语言中都
### 保持不变。

cli-error = 错误：{ $message }
cli-io = { $error }
cli-no-size = 没有大小为 { $size } 的数独：请用 4、6、8、9、10、12、16 … 直至 25
cli-no-lang = 没有语言 '{ $lang }'：请用 en 或 zh-CN
cli-threads = { $count } 个线程

## 读取输入。

input-stdin = 输入
input-file = { $path }
input-too-large = { $what }超过 { $mib } MiB，这是 dlx-lab 能读取的上限：请把它拆成更小的文件
input-cannot-read = 无法读取 { $path }：{ $error }
input-not-utf8 = { $what }不是 UTF-8 文本（字节 { $byte }）：请另存为 UTF-8 编码

## solve、bench。

cli-solve-stats = 第 { $puzzle } 题（第 { $line } 行）：{ $nodes } 个节点，{ $updates } 次更新，最大深度 { $depth }，{ $micros } µs
cli-solve-stopped = 第 { $line } 行的题目：搜索在 { $nodes } 个节点后停止
cli-bench = { $engine }：{ $puzzles } 道题，每题 { $micros } µs，每秒 { $rate } 道，每题 { $nodes } 个节点；唯一解 { $unique } 道，多解 { $multiple } 道，无解 { $none } 道；{ $checked }；{ $threads }
cli-bench-checked = 每个答案都已验证
cli-bench-wrong = { $count } 个答案错误

## trace、cover。

cli-trace-limit = 已在 { $limit } 步后停止（{ $nodes } 个节点）：要看更多，请调大 --limit
cli-interrupted = 已中断：目前找到 { $count } 个解，只是部分计数（{ $pieces } 个子问题中完成了 { $done } 个，{ $nodes } 个节点）
cli-count-stats = { $nodes } 个节点，{ $updates } 次更新，{ $ms } ms；按前 { $depth } 层分成 { $pieces } 个子问题，在 { $threads }上运行，最大的子问题占 { $share }% 的节点
cli-cover-stats = { $nodes } 个节点，{ $updates } 次更新，{ $ms } ms；单线程
cli-counting = 计数中：已完成 { $done }/{ $pieces } 个子问题，目前找到 { $solutions } 个解
cli-progress-bar = {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} 个子问题，{"{"}msg{"}"}，{"{"}elapsed{"}"}（约剩 {"{"}eta{"}"}）
cli-so-far = 目前找到 { $solutions } 个解

## explain。

cli-explain-step = { $step }. { $technique }（{ $level }）：{ $text }
cli-explain-result = 第 { $puzzle } 题：{ $verdict }；共 { $steps } 步；最难的技巧 { $hardest }；难度 { $level }
cli-verdict-solved = 已解出
cli-verdict-stuck = 卡住了：剩下的部分需要搜索
cli-verdict-invalid = 无效：题目有冲突，或者没有唯一解
cli-verdict-stopped = 在 { $nodes } 个节点后停止：无法确定这道题是否只有一个解
cli-none = 无
