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
cli-generate-proven = 第 { $puzzle } 题（种子 { $seed }）：只有一个解，{ $steps ->
        [0] 由搜索单独证明
       *[other] 先经 { $steps } 步逻辑推理，再由搜索证明
    }（搜索 { $nodes } 个节点，{ $millis } 毫秒）
cli-generate-unproven = 第 { $puzzle } 题：生成的题目未能再次证明只有一个解（这是程序错误，请报告）
cli-bench = { $engine }：{ $puzzles } 道题，每题 { $micros } µs，每秒 { $rate } 道，每题 { $nodes } 个节点；唯一解 { $unique } 道，多解 { $multiple } 道，无解 { $none } 道；{ $checked }；{ $threads }
cli-bench-checked = 每个答案都已验证
cli-bench-wrong = { $count } 个答案错误

## trace、cover。

cli-trace-limit = 已在 { $limit } 步后停止（{ $nodes } 个节点）：要看更多，请调大 --limit
cli-interrupted = 已中断：目前找到 { $count } 个解，只是部分计数（{ $pieces } 个子问题中完成了 { $done } 个，{ $nodes } 个节点）
cli-count-stats = { $nodes } 个节点，{ $updates } 次更新，{ $ms } ms；按前 { $depth } 层分成 { $pieces } 个子问题，在 { $threads }上运行，最大的子问题占 { $share }% 的节点
cli-cover-stats = { $nodes } 个节点，{ $updates } 次更新，{ $ms } ms；单线程
cli-cover-stats-bounded = { $nodes } 个节点，{ $ms } ms；单线程，带重数
cli-counting = 计数中：已完成 { $done }/{ $pieces } 个子问题，目前找到 { $solutions } 个解
cli-progress-bar = {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} 个子问题，{"{"}msg{"}"}，{"{"}elapsed{"}"}（约剩 {"{"}eta{"}"}）
cli-so-far = 目前找到 { $solutions } 个解
cli-part-bad = --part 的参数应是 K/N：两个整数，且 1 ≤ K ≤ N，而不是“{ $text }”
cli-part-multiplicities = --part 只能拆分不带重数的精确覆盖，而这个问题带有重数
cli-sum-line = 第 { $line } 行不是某一部分的结果行（应为 {"{"}"part":K,"of":N,"count":…,"nodes":…{"}"}，即 cover --part K/N --json 的输出）：{ $error }
cli-sum-of = 第 { $line } 行属于分成 { $found } 部分的计数，但第一行属于分成 { $of } 部分的计数
cli-sum-range = 第 { $line } 行：分成 { $of } 部分时没有第 { $part } 部分
cli-sum-twice = 第 { $part } 部分（共 { $of } 部分）出现了两次（第 { $first } 行和第 { $line } 行）
cli-sum-missing = 缺少 { $count } 个部分：第 { $parts } 部分（共 { $of } 部分）
cli-sum-empty = 没有可以相加的结果行（由 cover --count --part K/N --json 输出）
cli-sum-overflow = 各部分之和超过了 18446744073709551615
cli-min-progress = 重复覆盖：正在搜索至多 { $limit } 个选项的覆盖，目前 { $nodes } 个节点，{ $found } 个最优解
cli-min-stats = { $nodes } 个节点，{ $pruned } 个因 depth + h 超过上限被剪掉，{ $updates } 次更新，深度上限从 { $from } 到 { $to }，{ $ms } ms；单线程

## explain。

cli-explain-step = { $step }. { $technique }（{ $level }）：{ $text }
cli-explain-result = 第 { $puzzle } 题：{ $verdict }；共 { $steps } 步；最难的技巧 { $hardest }；难度 { $level }
cli-verdict-solved = 已解出
cli-verdict-stuck = 卡住了：剩下的部分需要搜索
cli-verdict-invalid = 无效：题目有冲突，或者没有唯一解
cli-verdict-stopped = 在 { $nodes } 个节点后停止：无法确定这道题是否只有一个解
cli-none = 无

## --help：命令和各个子命令做什么（cli-about-*），每个参数的说明
## （cli-arg-<命令>-<参数>，几个命令共用的参数则是 cli-arg-<参数>），以及各个标题。

cli-help-usage = 用法：
cli-help-arguments = 参数
cli-help-options = 选项
cli-help-commands = 命令
cli-about = 用舞蹈链解精确覆盖问题：数独、二进制数独和原始的精确覆盖问题
cli-about-solve = 解数独（每行一道，或每 n 行一块）；按输入的排版输出每道题的解
cli-about-binary = 二进制数独：输出最少的翻转，使每行、每列、每宫都含偶数个 1
cli-about-cover = 精确覆盖（`n m` 的 0/1 矩阵，或 Knuth 的格式）：输出一个解所用的选项（编号从 1 开始）；加 --min 则为重复覆盖
cli-about-problem = 以 Knuth 的格式写出一个经典的精确覆盖问题，供 `cover` 使用
cli-about-sum = 把分到多台机器上的计数的各部分相加（cover --count --part K/N --json 输出的行），并检查第 1 到 N 部分各出现一次
cli-about-oj = 解答在线评测的重复覆盖题（hdu2295 Radar、fzu1686）：读它的输入格式，按它的输出格式作答
cli-about-bench = 解出文件中每一道单行的题目，检查每个答案，并输出速度
cli-about-trace = 以 JSON 行输出 DLX 搜索的每一步事件
cli-about-hint = 给出每道数独的下一步逻辑推理，用玩家的说法和矩阵的说法各解释一遍
cli-about-explain = 每道数独的逻辑解题过程，每行一步，最后是结果
cli-about-rate = 给每道数独评级：“难度 最难技巧 DLX 节点数 SE 估计”，每道一行（SE：Sukaku Explainer 评分的估计）
cli-about-generate = 生成某个难度、只有唯一解的题目，每行一道；同样的参数生成同样的题目
cli-about-help = 显示本帮助，或给定子命令的帮助
cli-arg-help-subcommand = 要显示其帮助的子命令
cli-arg-help = 显示帮助
cli-arg-version = 显示版本
cli-arg-lang = 所有消息的语言：en 或 zh-CN（默认取 LC_ALL、LC_MESSAGES 或 LANG）
cli-arg-file = 输入文件（默认：标准输入）
cli-arg-shape = 宫的形状 RxC（行 × 列），代替按大小推断的形状
cli-arg-solver = 求解引擎（默认：最快的正确引擎）
cli-arg-variant = 数独变型：plain（标准）、jigsaw（锯齿数独，每题后附宫的分区图）、x（对角线数独）或 windoku（窗口数独）
cli-arg-threads = 同时处理这么多道题（默认：每个核心一道）；输出保持输入的顺序
cli-arg-solve-count = 每道题输出 0、1 或 2+，而不是解（--node-limit 用完时输出 "stopped"）
cli-arg-solve-stats = 在标准错误上输出每道题的节点数和用时
cli-arg-solve-node-limit = 一道题搜索了这么多个节点后就放弃
cli-arg-binary-show = 同时输出解好的盘面
cli-arg-cover-count = 改为输出解的个数；与 --min 一起用：再输出最优解的个数
cli-arg-cover-min = 重复覆盖：用最少的选项，使每个主要元素至少被覆盖一次。先输出选项个数，再输出一组最优解的选项（编号从 1 开始）
cli-arg-cover-no-bound = 与 --min 一起用：不用 A* 估价函数 h 搜索，看它省了多少
cli-arg-cover-limit = 与 --count 一起用：数到这么多就停止（单线程）
cli-arg-cover-stats = 在标准错误上输出节点数、链接更新数和用时
cli-arg-cover-progress = 与 --count 或 --min 一起用：在标准错误上显示进度（已完成的搜索分块、目前找到的解）：终端上是进度条，否则每秒一行
cli-arg-cover-threads = 用这么多个线程计数（默认：每个核心一个），把搜索的前几层分开
cli-arg-cover-part = 与 --count 一起用：只计数搜索树 N 部分中的第 K 部分（K/N）：搜索树在固定的深度拆成子树，依次轮流分给各部分，在哪台机器上都一样，所以各部分的计数相加正好是总数
cli-arg-cover-parts-depth = 与 --part 一起用：在这个深度拆分搜索树（默认：每部分至少有 16 棵子树的最浅深度）
cli-arg-cover-json = 与 --part 一起用：输出 {"{"}"part":K,"of":N,"count":…,"nodes":…{"}"}，供 sum 相加
cli-arg-cover-rule = 搜索如何选择项：smallest、first 或 random（用于求一个解，或带 --limit 的计数；完整计数在任何规则下都相同）
cli-arg-cover-seed = --rule random 的种子
cli-arg-sum-files = 各部分结果行所在的文件（默认：标准输入）；按文件先后依次读取各行
cli-arg-sum-json = 输出 {"{"}"of":N,"count":…,"nodes":…{"}"}，而不只是总数
cli-arg-problem-name = queens、langford 或 pentominoes
cli-arg-oj-name = 评测题：hdu2295 或 fzu1686
cli-arg-oj-file = 评测题格式的输入文件（默认：标准输入）
cli-arg-oj-cover = 不输出答案，改为以 Knuth 的格式输出一组数据的重复覆盖问题（供 cover --min 和网页使用）
cli-arg-oj-case = 与 --cover 一起用：要输出第几组数据（从 1 开始）
cli-oj-case = 输入只有 { $cases } 组数据，没有第 { $case } 组
cli-arg-problem-size = queens 的 N，兰福德配对的 n，或五连块的棋盘（6x10、5x12、4x15、3x20、8x8）
cli-arg-bench-file = 每行一道题的文件
cli-arg-bench-mode = first：找到第一个解就停止；count2：数到 2 个解，这是判断“唯一”所需要的答案
cli-arg-trace-file = 输入文件（默认：标准输入）：一道数独或一个精确覆盖问题
cli-arg-trace-min = 改为跟踪重复覆盖（cover --min）：deepen（加深）、choose、try、prune（depth + h 超过上限，并列出 h 计入的项）、solution、undo、leave、done
cli-arg-trace-limit = 输出这么多个事件后停止
cli-arg-trace-rule = 搜索如何选择项（矩阵的一列）：smallest、first 或 random
cli-arg-trace-seed = --rule random 的种子
cli-arg-hint-json = 每行一个 JSON 对象；格子从 0 开始编号 [行, 列]，数值从 1 开始
cli-arg-explain-json = 每行一个 JSON 对象：先是各步，最后是 {"{"}"puzzle", "result", "steps", "hardest", "level"{"}"}
cli-arg-rate-json = 每行一个 JSON 对象：{"{"}"puzzle", "level", "hardest", "se", "score", "nodes"{"}"}
cli-arg-generate-size = 盘面的边长：4、6、9、16……（宫按该大小的惯例划分）
cli-arg-generate-level = easy、medium、hard、expert 或 extreme
cli-arg-generate-seed = 种子；--count 的第 k 道题用 seed + k
cli-arg-generate-count = 生成多少道题
cli-arg-generate-symmetric = 提示数在旋转半圈下对称
