### 页面的用语（www/）：应用页面、<dlx-lab> 元素和嵌入页。由 `make site`
### 编译进元素的 locales/zh-CN.js，由 @fluent/bundle 渲染，数字按宿主页面
### 语言的习惯格式化（"2,056"）。按钮、区域和格子的英文无障碍名称是测试和宿主页面
### 所依赖的约定：只能与测试一起修改。
###
### 术语：用 Knuth 的“项”和“选项”称呼矩阵的列和行（原因见 core.ftl 开头）；
### 图例中只提一次行和列，说明矩阵画的是什么。uncover 译作“恢复”，back up 译作“回溯”；按钮名称
### （单步、后退、播放、重置……）在叙述中加引号出现，与按钮上的字一致。

## 共用的片段。

separator = {"，"}
sentence-gap = {""}
language-name-en = English
language-name-zh-CN = 简体中文

## 盘面面板。

region-board = 盘面
label-type = 题目类型
label-examples = 示例
examples-choose = 请选择…
label-solver = 求解器
solver-fastest = 最快（{ $engine }）
label-language = 语言
group-new-puzzle = 新题目
label-new-size = 大小
label-new-level = 难度
label-new-seed = 种子
level-easy = 简单
level-medium = 中等
level-hard = 困难
level-expert = 专家
level-extreme = 极难
control-new-puzzle = 新题目
group-actions = 操作
control-solve = 求解
control-hint = 提示
control-check = 检查
control-candidates = 候选数
control-clear = 清除
control-share = 分享
control-cancel = 取消
label-share-progress = 包含我的进度
label-share-link = 这道题目的链接
control-apply-hint = 应用提示
control-why-hint = 为什么？

## 数独盘面和数字键盘。格子的名称：“第 2 行，第 5 列，7，已填，错误”。

sudoku-grid = 数独盘面
cell-place = 第 { $row } 行，第 { $column } 列
cell-value = { $symbol }，{ $kind }
cell-given = 提示数
cell-entry = 已填
cell-solved = 解出
cell-trial = 试填
cell-pencil = 笔记 { $marks }
cell-empty = 空
cell-conflict = 冲突
cell-wrong = 错误
cell-hint = 提示
cell-being-tried = 正在尝试
pad-group = 数字键盘
pad-pencil = 笔记
pad-erase = 擦除
pad-undo = 撤销
pad-redo = 重做
pad-fill = 填入候选数

## 单步演示面板。

steps-title = 观看 X 算法
steps-intro = 在上面的题目上逐步执行舞蹈链搜索，可以前进，也可以后退。本面板的快捷键：→ 单步，← 后退，Space 播放/暂停，? 帮助。
group-search = 搜索控制
control-step = 单步
control-back = 后退
control-play = 播放
control-pause = 暂停
label-speed = 速度
control-next-solution = 下一个解
control-next-backtrack = 下一次回溯
control-reset = 重置
label-rule = 项选择规则
rule-smallest = 最小
rule-first = 第一个
rule-random = 随机
label-seed = 种子
control-keys = 快捷键
keys-step = 单步
keys-back = 后退
keys-play = 播放或暂停
keys-solution = 下一个解
keys-backtrack = 下一次回溯
keys-reset = 重置
keys-help = 显示本帮助
stat-depth = 深度
stat-nodes = 节点
stat-updates = 链接更新
stat-solutions = 解
stat-size = 项的大小
stat-steps = 步数
stat-depth-tip = 深度：部分解中选项的个数，也就是搜索所在的层。
stat-nodes-tip = 节点：搜索尝试过的选项数，每个是搜索树的一个结点。
stat-updates-tip = 链接更新，按 Knuth 的算法计数：覆盖每从链表中摘下一个项或选项的结点就算一次（恢复时放回）。
stat-solutions-tip = 解：目前找到的精确覆盖数。
stat-size-tip = 项的大小：这一层所选的项在被选中时有几个选项（0 表示死路）。
stat-steps-tip = 步数：每次选择、覆盖、尝试、撤回、恢复或找到解都算一步；后退会退回一步。
stat-profile-tip = 各深度的节点数：每一层尝试了多少个选项，用对数刻度画出。
stat-profile = 各深度的节点数
control-shrink = 收缩
compare-title = 比较求解引擎
control-compare = 比较
compare-results = 各引擎的结果

## 计数面板。

region-count = 统计所有解

## 侧边面板。

region-side = 粘贴与帮助
paste-title = 粘贴题目
label-puzzle-text = 题目
paste-placeholder = 一行 81 个字符、9 行数字、16 行 A–P（空格用 -）、9 行 0/1，或一个精确覆盖矩阵
control-load = 载入
help-title = 玩法
help-cells = 点击一个格子或用方向键移动；输入 1–9（大盘面用字母）或使用数字键盘；Backspace 擦除。
help-pencil-term = 笔记
help-pencil = （或按住 Shift 输入符号）可添加或去掉一个笔记标记；Ctrl+Z 撤销，Ctrl+Y 重做。
help-hint-term = 提示
help-hint = 给出下一步逻辑推理：再点一次可以看到更多，从一句点拨到技巧再到完整步骤，既有数独的说法，也有精确覆盖的说法。
help-why-term = 为什么？
help-why = 则会在矩阵中标出这一步用到的项。
help-new-term = 新题目
help-new = 会按所选的大小和难度生成一道题目；同一个种子总是生成同一道题目。
help-check-term = 检查
help-check = 会标出与解矛盾的填数和笔记；冲突在你输入时就会显示出来。
help-binary = 二进制数独：点击格子或按 Space 翻转；让每行、每列、每宫都含偶数个 1。
list-semicolon = {"；"}
page-title = dlx-lab：求解精确覆盖问题，观看舞蹈链
page-description = 在浏览器中求解 4×4 到 25×25 的数独、二进制数独和精确覆盖问题，提示会讲解每一步；还能前后逐步观看 Knuth 的舞蹈链算法。
page-tagline = 数独、二进制数独和精确覆盖，用 Knuth 的舞蹈链求解。
app-name = dlx-lab：数独与舞蹈链
app-short-name = dlx-lab
update-ready = dlx-lab 有新版本了。
update-reload = 重新加载
page-embed-link = 把它嵌入你的课程页面

## 状态栏。

status-starting = 正在载入求解引擎…
status-no-start = dlx-lab 无法启动：{ $error }
status-not-loaded = 题目没有载入：{ $why }
status-not-pasted = 文本没有粘贴进来：{ $why }。
status-cannot = 无法执行：{ $why }
status-cancelled = 已取消。
status-stale = 求解器运行期间题目被改动了：它的答案对应的是原来的题目，请再试一次。
status-bad-seed = 种子必须是不小于 0 的整数。
status-generating = 正在生成难度为{ $level }的 { $size }×{ $size } 题目…
status-solving = 正在求解…
status-empty-grid = 现在显示的是空白盘面。
status-link-unread = 无法读取链接中的题目：{ $why }
status-setting-ignored = 已忽略设置：{ $why }。
status-game-back = 你在这道题上填的数和笔记已经恢复。
status-link-progress = 已显示链接中填的数和笔记。
status-link-progress-undo = 已显示链接中填的数和笔记；点“撤销”可换回你自己的。
status-link-progress-misfit = 链接中的进度与它的题目不符：{ $why }。
status-link-progress-dropped = 题目已显示，但没有带上这些进度。
error-too-long = 文本长 { $length } 个字符，页面最多只能读取 { $max } 个：命令行工具（dlx-lab）可以读取更大的输入

## 搜索的结果。

answer-unique = 已解出：唯一解
answer-multiple = 已解出：不止一个解（显示其中一个）
answer-none = 已搜索：无解
answer-stopped = 已停止：搜索达到了节点上限
search-answer = { $answer }。{ $stats }。
search-answer-options = { $answer }：选项 { $options }（标有 ✓）。{ $stats }。
search-answer-picture = { $answer }，见图。{ $stats }。
search-stats = { $time }，{ $work }
time-under-tenth = 不到 0.1 ms
time-ms = { $ms } ms
time-us = { $us } µs
time-under-us = 不到 1 µs
work-nodes = { $nodes } 个搜索节点
work-propagation = 仅靠约束传播就解出了
work-refuted = 仅靠约束传播就证明了无解

## 谜题的种类和类型。

kind-sudoku = 数独
kind-binary = 二进制数独
kind-cover = 精确覆盖
kind-repeat = 重复覆盖
kind-queens = N 皇后
kind-langford = 兰福德配对
kind-pentominoes = 五连块
type-sudoku = { $n }×{ $n } 数独
type-sudoku-jigsaw = 9×9 锯齿数独
type-sudoku-x = 9×9 对角线数独（X 数独）
type-sudoku-windoku = 9×9 窗口数独

## 示例。

example-backtrack = 很快就回溯的 9×9（magictour_top1465 #248）
example-euler = 经典 9×9（Project Euler 96，第 1 题）
example-hardest = 最难的 9×9（forum_hardest_1106 #1）
example-poj = 16×16（POJ 3076 样例）
example-jigsaw = 锯齿数独（HDU 4069 样例第 1 组）
example-x = 对角线数独，中等
example-windoku = 窗口数独，中等
example-four = 4×4，适合初次上手
example-unsolvable = 无解的 9×9（没有冲突，但无解）
example-several = 多解题（serg_benchmark_multi #1）
example-binary = 二进制数独（USACO 2011 样例：翻转 3 次）
example-knuth = Knuth 的 7 项示例（论文《Dancing Links》）
example-knuth-bounds = Knuth 的 DLX3 示例：C 出现两到三次，X、Y 带颜色
example-repeat-knuth = Knuth 的示例，按重复覆盖求解（5 组最优解）
example-repeat-fzu = FZU 1686 样例：最少几次 2×2 攻击（4 次）
example-queens = 8 皇后（92 个解）
example-pentominoes = 6×10 五连块（不计对称共 2,339 种拼法）
example-langford = 兰福德配对，n = 7（不计反转共 26 种）
example-queens-about = “统计所有解”会找到全部 92 种放法；把棋盘旋转、翻转视为相同，则只有 12 种。
example-pentominoes-about = “统计所有解”会找到 9,356 种铺法：2,339 种中的每一种都数了四次，因为长方形可以转半圈、左右翻或上下翻，得到的也都是铺法。
example-langford-about = “统计所有解”会找到 52 个：26 个中的每一个，加上它从右往左读的倒序。

## 数独。

sudoku-empty = 空白的 { $n }×{ $n } 盘面：直接在上面填写，或者粘贴一道题目后点“载入”。
sudoku-loaded = 已载入 { $n }×{ $n } 数独，有 { $givens } 个提示数。
sudoku-variant-loaded = 已载入 { $type }，有 { $givens } 个提示数。
sudoku-loaded-clash = 已显示粘贴的盘面，但{ $clash }。请在“题目”框中改正后点“载入”来求解。
sudoku-clashes = 有些数互相冲突：已在盘面上标出。
sudoku-fix-clashes = 有些数互相冲突：已在盘面上标出。请先改正。
# “求解”之后，若有玩家填的数：说出与解不同的那些。
solve-entry = { $cell } = { $symbol }
solve-entries-wrong = 你填的 { $entries } 与解不同（共 { $count } 处），解中是 { $symbols }。
solve-entries-clash = 你填的 { $entries } 与同一单元中的数冲突（共 { $count } 处），解中是 { $symbols }。
sudoku-given = { $cell } 是提示数。
sudoku-entry-no-marks = { $cell } 已经填了数：要记笔记，请先擦除它。
sudoku-nothing-to-undo = 没有可撤销的操作。
sudoku-nothing-to-redo = 没有可重做的操作。
sudoku-undone = 已撤销。
sudoku-redone = 已重做。
sudoku-undone-at = 已撤销 { $cell } 处的修改。
sudoku-redone-at = 已重做 { $cell } 处的修改。
sudoku-filled = 每个空格的候选数都已记为笔记。
sudoku-digits = 这个 { $n }×{ $n } 盘面使用数字 { $first }–{ $last }。
sudoku-letters = 这个 { $n }×{ $n } 盘面使用字母 { $first }–{ $last }。
sudoku-finished = 解出来了：每一格都填好了，没有冲突。用时 { $time }，{ $hints ->
    [0] 没有用提示
   *[other] 用了 { $hints } 次提示
}。
sudoku-done = 完成！用时 { $time }，{ $hints ->
    [0] 没有用提示
   *[other] 用了 { $hints } 次提示
}{ $solve ->
    [yes] ，也看过“求解”的答案
   *[no] {""}
}。
time-taken = { $minutes ->
    [0] { $seconds } 秒
   *[other] { $minutes } 分 { $seconds } 秒
}
sudoku-cleared = 已清除你填的数和笔记；点“撤销”可以恢复。
sudoku-givens-only = 盘面已恢复到只有提示数的状态。
game-entries = 填入的数不是 { $cells } 个符号
game-marks = 笔记不是 { $n }×{ $n } 盘面的 { $cells } 组符号
game-bad-entry = { $cell } 处填入的 '{ $entry }' 不是 { $n }×{ $n } 盘面的符号
game-given = { $cell } 是提示数，不是填入的数

## 数独的提示。

hint-after-solve = “求解”已经显示了完整的解，没有什么可提示的了。在任意一格中输入即可清除解，或者点“清除”。
hint-depth = 提示：{ $name }（第 { $depth } 级，共 { $of } 级）。
hint-depth-1 = 一句点拨
hint-depth-2 = 技巧
hint-depth-3 = 完整步骤
hint-more = 再点一次“提示”可以看到更多。
hint-chain-legend = 盘面上：实心圈是链推出为真的候选数，空心圈为假；实线是强链，虚线是弱链。
hint-kind-noSolution = 提示：无解。
hint-kind-multipleSolutions = 提示：不止一个解。
hint-kind-solved = 提示：已解出。
hint-kind-stopped = 提示：搜索已停止。
hint-applied = 已应用提示。
hint-cleared = 提示已清除填错的数。
hint-restored = 提示已把漏掉的笔记加回去了。
hint-removed = 这条提示从你的笔记中删去了 { $count } 个候选数。

## 载入或生成的题目的难度评级。

rating = 难度：{ $level } · SE 评分（数独论坛通用的难度分）≈ { $se }，最难的一步是{ $hardest }。
rating-pending = 正在评级…
rating-nodes = DLX 用 { $nodes } 个搜索节点解出这道题。
rating-none = 难度：无，这道题没有唯一解。
rating-extreme = 难度：极难 · SE 评分（数独论坛通用的难度分）≈ { $se }，逻辑推理会卡住，需要搜索。
rating-stopped = 难度：无，搜索在 { $nodes } 个节点后停止，未能确定这道题是否只有一个解。
rating-generated = 按难度“{ $level }”、种子 { $seed } 生成。
technique-naked-single = 唯余法
technique-hidden-single = 摒除法
technique-pointing = 宫区块摒除
technique-claiming = 行列区块摒除
technique-naked-pair = 显性数对
technique-hidden-pair = 隐性数对
technique-naked-triple = 显性三数组
technique-hidden-triple = 隐性三数组
technique-x-wing = X 翼
technique-xy-wing = XY 翼
technique-swordfish = 剑鱼
technique-xyz-wing = XYZ 翼
technique-naked-quad = 显性四数组
technique-hidden-quad = 隐性四数组
technique-jellyfish = 水母
technique-forcing-chain = 强制链
technique-skyscraper = 摩天楼
technique-two-string-kite = 双线风筝
technique-turbot-fish = 多宝鱼
technique-empty-rectangle = 空矩形
technique-finned-x-wing = 鳍 X 翼
technique-sashimi-x-wing = 退化鳍 X 翼
technique-finned-swordfish = 鳍剑鱼
technique-sashimi-swordfish = 退化鳍剑鱼
technique-finned-jellyfish = 鳍水母
technique-sashimi-jellyfish = 退化鳍水母
technique-simple-colouring = 简单染色
technique-multi-colouring = 多重染色
technique-unique-rectangle-1 = 唯一矩形（类型 1）
technique-unique-rectangle-2 = 唯一矩形（类型 2）
technique-unique-rectangle-4 = 唯一矩形（类型 4）
technique-unique-rectangle-3 = 唯一矩形（类型 3）
technique-unique-rectangle-5 = 唯一矩形（类型 5）
technique-unique-rectangle-6 = 唯一矩形（类型 6）
technique-avoidable-rectangle-1 = 可避免矩形（类型 1）
technique-avoidable-rectangle-2 = 可避免矩形（类型 2）
technique-hidden-rectangle = 隐性唯一矩形
technique-bug-plus-one = 全双值坟墓 +1
technique-x-chain = X 链
technique-remote-pairs = 远程数对
technique-xy-chain = XY 链
technique-w-wing = W 翼
technique-aic = 交替推理链
technique-nice-loop = 连续环
technique-grouped-aic = 分组交替推理链
technique-grouped-nice-loop = 分组连续环
technique-sue-de-coq = Sue de Coq（区块待定数组）
technique-als-xz = 待定数组 XZ
technique-als-xy-wing = 待定数组 XY 翼
technique-als-xy-chain = 待定数组 XY 链
technique-death-blossom = 死亡绽放
technique-als-aic = 含待定数组的交替推理链
technique-forcing-net = 强制网

## 二进制数独。

binary-grid = 二进制数独盘面
binary-row = 第 { $number } 行
binary-column = 第 { $number } 列
binary-box = 第 { $number } 宫
binary-boxes = 宫
binary-even = ✓ 偶数
binary-odd = ✗ 奇数
binary-toggle = 需翻转
binary-empty = 二进制数独：点击格子或按 Space 翻转。
binary-loaded = 已载入二进制数独：让每行、每列、每宫都含偶数个 1。
binary-solved = 已经解出：每行、每列、每宫都含偶数个 1。
binary-minimum = 最少需要翻转 { $toggles } 次。已高亮其中一组最优的翻转。
binary-all-even = 每行、每列、每宫都已含偶数个 1。
binary-hint-status = 提示：翻转 { $cell }。
binary-hint = 翻转 { $cell }：从当前状态出发，它是某个最优解的 { $toggles } 次翻转之一。
binary-cleared = 已清除高亮。

## 精确覆盖。

cover-empty = 精确覆盖：粘贴一个矩阵或 Knuth 格式的问题，然后点“载入”。
cover-loaded = 已载入精确覆盖问题：{ $options } 个选项，{ $items } 个项。
cover-load-first = 请先载入一个精确覆盖问题。
cover-too-large = 这个问题有 { $options } 个选项，页面最多只能逐步演示 { $max } 个：请用命令行求解（dlx-lab cover）
cover-is-sudoku = 这是一道数独：请选择数独类型来载入它。
cover-cleared = 已清除解。
cover-paste = 把 0/1 矩阵（首行写“n m”，接着写 n 行）或 Knuth 格式的问题粘贴到“题目”框中，然后点“载入”。
cover-too-large-to-draw = { $options } 个选项 × { $items } 个项：太大，无法绘制。
cover-chosen = 选中的选项：{ $options }。
cover-caption = { $options } 个选项 × { $items } 个项
cover-caption-secondary = { $options } 个选项 × { $items } 个项（其中 { $secondary } 个次项）
cover-option = 选项
cover-option-number = 选项 { $number }
cover-option-chosen = 选项 { $number }，已选中
cover-option-in-set = 选项 { $number }，在部分解中
cover-option-trying = 选项 { $number }，正在尝试
cover-option-out = 选项 { $number }，已被覆盖操作移除

## 重复覆盖（OI-wiki 在精确覆盖之后讲的内容）。

repeat-empty = 重复覆盖：粘贴一个矩阵或 Knuth 格式的问题，然后点“载入”。
repeat-loaded = 已载入重复覆盖问题：{ $options } 个选项，{ $items } 个项。“求解”会找出使每个项至少被覆盖一次的最少选项。
repeat-load-first = 请先载入一个重复覆盖问题。
repeat-not-counted = “统计全部”统计的是精确覆盖的解；重复覆盖请点“求解”，它会统计最优方案的个数。
repeat-work = { $stats }，估价函数 h 剪掉了 { $pruned } 个节点
repeat-found = 最少需要 { $minimum } 个选项（选项 { $options }，已标 ✓），共有 { $count } 组最优解。{ $work }。
repeat-none = 没有任何一组选项能覆盖所有项。{ $work }。
repeat-stopped = 已停止：至少需要 { $least } 个选项。{ $work }。

## 经典问题。

classic-loaded = 已载入 { $title }：{ $options } 个选项，{ $items } 个项。可以直接求解，也可以逐步观看搜索过程。
classic-size-number = { $label }：规模应为 { $min } 到 { $max } 之间的数，不能是 { $size }。
classic-size-one-of = { $label }：规模应为 { $sizes } 之一，不能是 { $size }。
picture-solution = 解，{ $where }
queens-size = 棋盘大小 N
queens-title = { $n } 皇后
queens-where = { $count } 个皇后，位于 { $squares }
queens-none = 还没有放皇后
queens-trying = 搜索中，{ $where }；正在尝试 { $square }
queens-board = { $n } 皇后棋盘：{ $what }。
langford-size = 配对数 n
langford-title = n = { $n } 的兰福德配对
langford-none = n = { $n } 时没有这样的排列：兰福德配对只在 n ≡ 0 或 3 (mod 4) 时存在，例如 n = 3、4、7、8、11、12、15、16。
langford-blank = 空
langford-empty = { $places } 个空位
langford-search = 搜索中，{ $n } 对中已放好 { $placed } 对，{ $sequence }
langford-trying = { $search }；正在尝试把 { $number } 放在第 { $first } 和第 { $second } 个位置
langford-picture = 兰福德配对，n = { $n }：{ $what }。
pentominoes-size = 五连块棋盘
pentominoes-title = { $board } 五连块
pentominoes-hole = 8×8，中间有 2×2 的洞
pentominoes-at = { $piece } 在 { $cells }
pentominoes-where = 已放 { $count } 块：{ $pieces }
pentominoes-none = 还没有放任何块
pentominoes-trying = 搜索中，{ $where }；正在尝试 { $piece }
pentominoes-picture = { $board } 五连块：{ $what }。
pentominoes-picture-holes = { $board } 五连块，洞在 { $holes }：{ $what }。

## 打开题目的链接。

link-bd-length = 链接中的题目（bd）有 { $found } 个符号；9×9 数独需要 81 个。
link-p-length = 链接中的题目（p）有 { $found } 个符号，不是任何一种数独的大小。
link-box = 链接中的宫形“{ $box }”不是“行×列”的写法（如 3x3）。
link-variant = 链接中的变型“{ $variant }”不是 jigsaw、x、windoku 之一。
link-regions = 链接中的分区图有 { $found } 个标记，不是每格一个。
link-binary = 链接中的二进制数独不是由 0 和 1 组成的正方形。
link-cover = 链接中的精确覆盖问题（cover）不是有效的 base64url 文本。
link-repeat = 链接中的重复覆盖问题（repeat）不是有效的 base64url 文本。
link-classic-number = { $label }：链接中的规模（{ $id }={ $size }）不是 { $min } 到 { $max } 之间的数。
link-classic-one-of = { $label }：链接中的规模（{ $id }={ $size }）不是 { $sizes } 之一。
link-marks-not-base64 = 链接中的笔记（m）不是 base64url 文本。
link-marks-length = 链接中的笔记（m）有 { $found } 字节；{ $n }×{ $n } 盘面的笔记应有 { $bytes } 字节。
link-entries-length = 链接中填入的数（e）有 { $found } 个符号；{ $n }×{ $n } 盘面应有 { $cells } 个。

## 分享。

share-opens = 这道题目
share-opens-progress = 这道题目和你填的数及笔记
share-copied = 链接已复制，打开后可以看到{ $opens }。
share-blocked = 此处无法自动复制，下方是能打开{ $opens }的链接：请选中并复制。
share-below-progress = 下方是能打开{ $opens }的链接，可以选中复制；地址栏中只有题目本身。
share-below = 地址栏现在是这道题目的链接；下方也有一份，可以选中复制。

## 宿主页面的设置（元素的属性、嵌入页的参数）。

setting-not-one-of = { $name } 的值 { $value } 不是 { $allowed } 之一
setting-not-steps = { $name } 的值 { $value } 不是整数步数
setting-box = box 的值 { $value } 不是 3x2 这样的形状
setting-controls = controls：没有名为 { $names } 的控件（可用的有：{ $known }）
setting-from-max = from-step 的值 { $from } 超出了上限：最多只能从搜索的第 { $max } 步开始
setting-speed = speed 的值 { $value } 不是有效的每秒步数
setting-range = to-step 的值 { $to } 小于 from-step 的值 { $from }

## 求解引擎（worker）。

engine-no-load = 求解器无法载入：{ $why }
engine-stopped = 求解器已停止：{ $why }
engine-no-start = 无法启动

## 单步演示。

steps-locked = 展示这个演示的页面固定了步数范围，所以会改变搜索的设置（盘面、项选择规则、种子、棋盘大小）都已锁定。
steps-grid-changed = 盘面变了，所以搜索从新的盘面重新开始：点“单步”或“播放”。
steps-not-traceable = X 算法可以逐步演示数独和精确覆盖；二进制数独用动态规划（DP）求解。
steps-not-traceable-solve = X 算法可以逐步演示数独和精确覆盖；二进制数独用动态规划（DP）求解：请点“求解”。
steps-cannot = 无法单步：{ $why }
speed-words = 每秒 { $speed } 步
speed-max-words = 画面帧率允许的最快速度
speed-short = { $speed } 步/秒
speed-max = 最快
stat-profile-name = 搜索概况：各深度的节点数，直到深度 { $depth }
item-with-meaning = { $name }（{ $meaning }）
option-sudoku = { $label }（{ $placed }）
option-cover = { $number }（{ $label }）
steps-ready = 就绪：{ $options } 个选项（OI-wiki 里的“行”）× { $items } 个项（OI-wiki 里的“列”）。覆盖（竞赛模板的 remove，即“删除”）和恢复（resume，即“撤回”）都在双向十字链表上进行。请点“单步”或“播放”。
steps-ready-at = 已在搜索的第 { $step } 步就绪，本演示从这里开始：{ $options } 个选项（OI-wiki 里的“行”）× { $items } 个项（OI-wiki 里的“列”）。覆盖（竞赛模板的 remove，即“删除”）和恢复（resume，即“撤回”）都在双向十字链表上进行。请点“单步”或“播放”。
steps-start = 这是搜索的起点。
steps-demo-start = 本演示从第 { $from } 步开始：点“单步”从这里继续。
steps-range-end = 演示的范围到此结束，在第 { $to } 步：点“后退”可以再看一遍，点“重置”从头开始。
steps-playing = 正在播放：第 { $step } 步，深度 { $depth }，{ $event }。
steps-paused = 已暂停在第 { $step } 步。可以从这里“单步”、“后退”或“播放”。
event-choose = 选择
event-cover = 覆盖
event-try = 尝试
event-undo = 撤回
event-uncover = 恢复
event-solution = 解
event-done = 结束
event-deepen = 加深
event-prune = 剪枝
event-leave = 回溯
event-close = 关闭
event-dead = 死路
steps-choose = 选择项 { $item }，它{ $size ->
    [0] 已经没有选项了
   *[other] 有 { $size } 个选项
}。
steps-cover = 覆盖项 { $item }。
steps-cover-counted = 覆盖项 { $item }：移除了 { $removed } 个选项。
steps-try = 尝试选项 { $option }：覆盖它的{ $count ->
    [1] 另一个项
   *[other] 其余 { $count } 个项
} { $items }。
steps-try-counted = 尝试选项 { $option }：覆盖它的{ $count ->
    [1] 另一个项
   *[other] 其余 { $count } 个项
} { $items }；移除了 { $removed } 个选项。
steps-try-alone = 尝试选项 { $option }：它没有其他需要覆盖的项。
steps-undo = 撤回选项 { $option }：恢复它的{ $count ->
    [1] 另一个项
   *[other] 其余 { $count } 个项
}。
steps-dead-end = 项 { $item } 已经没有选项了：这是一条死路，所以恢复它并回溯。
steps-uncover-one = 恢复项 { $item }：它唯一的选项已经试过，所以回溯。
steps-uncover-all = 恢复项 { $item }：它的所有选项都已试过，所以回溯。
steps-uncover-n = 恢复项 { $item }：它的 { $size } 个选项都已试过，所以回溯。
steps-solution = 找到一个解：每个项都恰好被覆盖一次。
steps-solution-secondary = 找到一个解：每个主项都恰好被覆盖一次，每个次项至多被覆盖一次。
steps-done = 搜索结束：共 { $solutions } 个解，{ $nodes } 个节点。
steps-back-choose = 后退：不再选择项 { $item }。
steps-back-cover = 后退：恢复了项 { $item }。
steps-back-cover-counted = 后退：恢复了项 { $item }，还原了 { $removed } 个选项。
steps-back-try = 后退：把选项 { $option } 移出部分解，并恢复了它的{ $count ->
    [1] 另一个项
   *[other] 其余 { $count } 个项
}。
steps-back-try-counted = 后退：把选项 { $option } 移出部分解，并恢复了它的{ $count ->
    [1] 另一个项
   *[other] 其余 { $count } 个项
}，还原了 { $removed } 个选项。
steps-back-undo = 后退：选项 { $option } 重新回到部分解中，它的{ $count ->
    [1] 另一个项
   *[other] 其余 { $count } 个项
}重新被覆盖。
steps-back-uncover = 后退：项 { $item } 重新被选中并覆盖。
steps-back-done = 后退：搜索又继续进行了。
steps-back-min = 后退：撤销了“{ $event }”这一步。

## 重复覆盖的单步演示：带估价函数 h（OI-wiki 的 A* 估价）的迭代加深搜索。

steps-deepen = 少于这个数的选项覆盖不了所有的项：把上限加深到 { $limit } 个选项，重新搜索。
steps-min-choose = 选择仍未覆盖的项 { $item }，它有 { $size } 个选项。已选 { $depth } 个，估价函数说至少还要 h = { $h } 个；{ $depth } + { $h } = { $sum }，没有超过上限 limit = { $limit }。
steps-min-try = 把选项 { $option } 加入方案（现有 { $depth } 个）：它覆盖 { $items }。这些项的其他选项都留着：一个项可以被覆盖多次。
steps-prune = 剪枝：已选 { $depth } 个 + 估价 h = { $h } 个 = { $sum } 个，超过上限 { $limit }。标出的项就是 h 计数的那些，每个算一个选项。
steps-prune-dead = 剪枝：已选 { $depth } 个，有一个未覆盖的项已经没有选项了。
steps-min-solution = 所有的项都已覆盖：一个由 { $count } 个选项组成的最优方案（{ $options }）。
steps-min-undo = 把选项 { $option } 移出方案，并在本项的选项全部试完之前隐藏它：含有它的方案都已经数过了。
steps-leave = 项 { $item } 的每个选项都试过了：它们回到矩阵中，搜索回溯。
steps-bounds-choose = 选择项 { $item }：方案中已有 { $count } 个选项含有它，它需要 { $lo } 到 { $hi } 个；还剩 { $size } 个选项。
steps-bounds-try = 把选项 { $option } 加入方案：{ $items } 各多计一次，达到上限的项不再接受选项。
steps-bounds-close = 项 { $item } 已有 { $count } 个，达到下限 { $lo }：关闭它，不再给它选项。
steps-bounds-dead = 死路：项 { $item } 剩下的选项不够达到下限。
steps-bounds-solution = 每个项都在上下限之内：一个解（{ $options }）。
steps-min-done = 搜索结束：共 { $solutions } 个最优方案，{ $nodes } 个节点。
steps-back-solution = 后退：还没有找到这个解。
steps-item-covered = { $item }，已覆盖
steps-item-left = { $item }，剩 { $left } 个选项
steps-hover = 项 { $item }。选项 { $option }。
steps-spotlight = 提示用到的项已在矩阵中用蓝色标出：{ $items }。点“单步”观看 DLX 如何使用它们。
## Why? in the hint panel: the hint's items and their options, a small matrix (app/why.js).
hint-why-option = 选项
hint-why-table = 提示的项，以及仍含有它们的选项

## 矩阵及其图例。图例中只提一次矩阵的行和列：即选项和项。

matrix-name = 精确覆盖矩阵
matrix-name-size = 精确覆盖矩阵：{ $options } 个选项 × { $items } 个项
matrix-shrink-name = 收缩中的矩阵
matrix-shrink-size = 收缩中的矩阵：剩 { $options } 个选项 × { $items } 个项
legend-matrix = 矩阵图例
legend-option = 彩色标记：该选项（行）含有该项（列）
legend-removed = 淡色标记：被覆盖操作移除的选项
legend-covered = 灰色条纹：已覆盖的项
legend-chosen = 黄色竖条：选中的项
legend-partial = 绿色行：部分解
legend-trying = 橙色行：正在尝试的选项
legend-spot = 蓝色竖条：提示的“为什么？”或剪枝时估价函数 h 所指的项
group-cell = 格
group-row = 行
group-column = 列
group-box = 宫
group-primary = 主项
group-secondary = 次项

## 链接视图。

links-legend = 链接图例（双向十字链表）
links-legend-header = 方框：各项的表头，以及根节点
links-legend-node = 蓝点：选项的节点，每个选项一行（左侧有编号）
links-legend-link = 灰线：沿每个项的链表向下的链接，以及横穿各表头的链接
links-legend-row = 浅色线：选项自身的链接，从不断开
links-legend-skip = 橙线：跳过被覆盖操作移出的节点的链接
links-legend-out = 淡色：被覆盖操作移出的节点，以及已覆盖的项
links-legend-chosen = 绿点：部分解
links-legend-trying = 橙色大点：正在尝试的选项
links-idle = 把指针移到某个节点上，或者让图获得焦点后用方向键移动，这里就会显示它的名称。
links-name = 舞蹈链：{ $headers } 个项表头和 { $nodes } 个节点。用方向键在节点之间移动，上方那一行会说出每个节点的名称。
links-root = 根节点
links-header = 项 { $item } 的表头：它的链表中有 { $size } 个选项。
links-header-covered = 项 { $item } 的表头，已覆盖：它的链表中有 { $size } 个选项。
links-node = 选项 { $option } 在项 { $item } 中的节点：{ $where }。
links-trying = 正在尝试的选项
links-chosen = 在部分解中
links-live = 在该项的链表中
links-out = 不在该项的链表中：被覆盖操作移出了

## 比较求解引擎。

compare-not-sudoku = “比较”运行的是数独求解引擎：请先载入一道数独。
compare-running = 正在运行 { $engines } 个求解引擎…
compare-value = { $nodes } 个节点，{ $time }
compare-value-stopped = { $nodes } 个节点（已停止），{ $time }
compare-value-none = 0 个节点：无需猜测，它自己的推理就解出了；{ $time }
compare-smallest = 总是先选第一个项时，所用的节点数是先选最小项时的 { $ratio } 倍：选项少的项，正是题目几乎不留选择余地的地方。
compare-smallest-at-least = 总是先选第一个项时，所用的节点数至少是先选最小项时的 { $ratio } 倍：选项少的项，正是题目几乎不留选择余地的地方。
compare-fastest = 最快的引擎（{ $summary }）用了 { $nodes } 个搜索节点。
compare-log = （条形图采用对数刻度。）

## 统计所有解。

count-title = 统计所有解
count-start = 全部计数
count-stop = 停止计数
count-progress = 计数进度
count-previous = 上一个统计到的解
count-next = 下一个统计到的解
count-save = 保存解
count-export = 导出为 Knuth 格式
count-solution-label = 解
count-not-traceable = “全部计数”可以统计数独和精确覆盖的解；二进制数独只有一个答案，由动态规划求得。
count-load-first = 请先载入一道题目。
count-shown = 已保留的 { $kept } 个解中的第 { $i } 个：{ $solution }
count-so-far = 目前找到 { $count } 个解，{ $nodes } 个节点，每秒 { $rate } 个节点，约完成 { $percent }%。
count-so-far-pieces = 目前找到 { $count } 个解，{ $nodes } 个节点，每秒 { $rate } 个节点，约完成 { $percent }%；{ $workers } 个工作线程已完成 { $pieces } 个子问题中的 { $done } 个。
count-done = 共 { $count } 个解；{ $nodes } 个节点，用时 { $seconds } 秒，{ $workers } 个工作线程。
count-stopped = 目前找到 { $count } 个解：计数已停止；{ $nodes } 个节点，用时 { $seconds } 秒，{ $workers } 个工作线程。
count-kept = 保留了前 { $keep } 个解供浏览。
count-failed = 计数已停止：{ $why }
count-export-failed = 无法导出题目：{ $why }

## 代码面板：每一步旁边的程序（step/code-panel.js）。
## Knuth 的 X 算法的八个步骤，用我们自己的话写；前面显示标号 X1–X8。
region-code = 代码
label-listing = 代码清单
listing-knuth = X 算法（Knuth）
listing-knuth-m = M 算法（Knuth）
listing-cpp = C++（竞赛模板）
## 清单旁的变量，用它的程序里的名字：Knuth 的，或 C++ 的。
code-var-level = l（层）
code-var-item = i（项）
code-var-option = xₗ（选项）
code-var-size = i 的大小
code-var-depth = 已选的选项数
code-var-dep = dep（层数）
code-var-c = c（项，即模板里的列）
code-var-node = i（结点）
code-var-siz = siz[c]
code-var-h = h()（至少还要几个）
code-var-limit = limit（上限）
code-c-value = { $number }（{ $item }）
code-node-value = { $node }（第 { $row } 行）
code-level-note = { $search ->
    [x] { $listing ->
        [cpp] dep 是 dance 这次调用的层数：它上面已选的选项数，和 Knuth 的 l 一样。
       *[other] l 是这一层之上已选的选项数。
    } “深度”一栏数的是已选的项，所以在试一个项的选项时，它比这里多一。
   *[other] dep 是 dance 这次调用的层数：它上面已选的选项数。“深度”一栏数的是方案里的选项，所以这一层试了一个选项之后，它比 dep 多一。
}
code-lines = 程序
code-knuth-x1 = [初始化] 把所有项连成一个链表，再把每个项的选项连成它自己的链表，并记下它的大小：这就是双向十字链表（舞蹈链）。令 l ← 0。
code-knuth-x2 = [进入第 l 层] 若链表中已没有项，访问解 x₀ … xₗ₋₁，然后转到 X8。
code-knuth-x3 = [选择 i] 按项选择规则选一个活动的项 i：{ $rule ->
    [first] 首项规则，取链表中最左边的项。
    [random] 随机规则，从链表中随机取一个项。
   *[smallest] 最小规则，取选项最少的项（有几个时取最左边的）。
}
code-knuth-x4 = [覆盖 i] 覆盖（竞赛模板的 remove，即“删除”）i：把它从项的链表中摘下，并把含有它的每个选项从其他项中摘下。令 xₗ ← D(i)（i 的链表中的第一个选项）。
code-knuth-x5 = [尝试 xₗ] 若 xₗ = i，i 的选项都已试过：转到 X7。否则覆盖选项 xₗ 的其他项，令 l ← l + 1，转到 X2。
code-knuth-x6 = [再试] 按相反的顺序恢复 xₗ 的其他项，令 xₗ ← D(xₗ)（下一个选项），转到 X5。
code-knuth-x7 = [回溯] 恢复（竞赛模板的 resume，即“撤回”）i。
code-knuth-x8 = [离开第 l 层] 若 l = 0，结束。否则令 l ← l − 1，令 i 为 xₗ 所在的项，转到 X6。
## Knuth 的 M 算法（带重数的精确覆盖，他的 DLX3 程序）的九个步骤，用我们自己的话写，按这里的搜索进行。
code-knuth-m1 = [初始化] 把所有项连成一个链表，每个项带上界限：项 i 至少要在 uᵢ 个、至多在 vᵢ 个选中的选项里（普通的精确覆盖：都是 1）。把每个项的选项连成它自己的链表，并记下它的大小。令 count(i) ← 0，l ← 0。
code-knuth-m2 = [进入第 l 层] 若链表中已没有项，每个项都在界限之内：访问这个解，然后转到 M9。
code-knuth-m3 = [选择 i] 若链表中某个项剩下的选项比它还需要的（uᵢ − count(i)）少，转到 M9：下面没有解。否则选分支最少的项 i：它剩下的选项数，若 count(i) ≥ uᵢ 再加一（不再给它选项的那个分支）。
code-knuth-m4 = [准备在 i 上分支] 令 xₗ ← D(i)，i 的第一个选项。
code-knuth-m5 = [也许关闭 i] 若 xₗ ≠ i，转到 M6。否则 i 的选项都已试过：若 count(i) ≥ uᵢ 且 i 还开着，关闭它（隐藏它链表中剩下的选项，把它从项的链表中摘下），转到 M2；否则转到 M8。
code-knuth-m6 = [尝试 xₗ] 把选项 xₗ 加入方案：它离开所有链表，它的每个项计数加一，计数到达 vᵢ 的项被覆盖：它链表中剩下的选项都隐藏。令 l ← l + 1，转到 M2。
code-knuth-m7 = [再试] 把 xₗ 从方案中取出：它的项计数减一，被它覆盖的项恢复。在 i 的选项都试完之前隐藏 xₗ（含它的方案都已数过），令 xₗ ← D(xₗ)，转到 M5。
code-knuth-m8 = [恢复 i] 恢复 i 在这一轮中隐藏的选项；若 i 被关闭过，重新打开它。
code-knuth-m9 = [离开第 l 层] 若 l = 0，结束。否则令 l ← l − 1，令 i 为 xₗ 所在的项，转到 M7。
group-views = 视图
tab-matrix = 矩阵
tab-code = 代码

## 预测：每一步之前先问一个问题（step/predict.js）。
control-predict = 预测
group-prediction = 你的预测
predict-intro = 按“单步”：每一步之前会先问一个问题。
predict-ask-choose = X 算法会选择哪个项？
predict-ask-cover = 覆盖项 { $item } 会移除多少个选项？
predict-ask-try = 选项 { $option } 会通向一个解，还是走进死路？
predict-ask-uncover = 搜索现在会怎样处理项 { $item }？
predict-ask-solution = 这个解由哪些选项组成？
predict-answer-solution = 一个解
predict-answer-dead = 死路
predict-answer-another = 尝试它的下一个选项
predict-answer-back = 恢复它并回溯
predict-why-smallest = 项 { $item } 有 { $size } 个选项，是最少的。
predict-why-first = 项 { $item } 是第一个活动的项，“第一个”规则就选它。
predict-why-random = 随机规则选中了项 { $item }，它有 { $size } 个选项。
predict-why-cover = 覆盖项 { $item } 会移除含有它的每个选项：共 { $removed } 个。
predict-why-found = 选项 { $option } 通向一个解，再走 { $steps } 步就到。
predict-why-dead = 从选项 { $option } 往下的每条路都是死路（搜索了 { $steps } 步）。
predict-why-uncover = 项 { $item } 的每个选项都已试过，所以搜索恢复它，回到上一层。
predict-why-solution = 选项 { $options } 恰好把每个项覆盖一次。
predict-right = 对了：{ $why }
predict-wrong = 不太对：{ $why }
predict-score = 答对 { $right } 题，共 { $asked } 题{ $skipped ->
    [0] {""}
   *[other] ，未作答 { $skipped } 题
}
predict-skipped = 未作答：{ $why }
predict-none = 这一步没有问题：按“单步”继续。

## 课程：播放课程（app/lesson.js）与编写课程（app/lesson-editor.js）。
region-lesson = 课程
region-hint = 提示
control-previous-stop = 上一个讲解点
control-next-stop = 下一个讲解点
control-leave-lesson = 离开课程
control-resume-lesson = 继续课程
control-present = 全屏演示
lesson-present-refused = 这个页面不能进入全屏
lesson-where = 第 { $stop } 个讲解点，共 { $stops } 个 · 第 { $step } 步
lesson-left = 你在第 { $stop } 个讲解点（共 { $stops } 个）离开了课程：可以自由探索，之后按“继续课程”。
control-lesson = 课程
region-lesson-editor = 课程编辑器
label-built-in = 内置课程
lesson-built-in-choose = 选择一个课程…
lesson-exact-cover = 从零开始的精确覆盖
lesson-sudoku-cover = 把数独看作精确覆盖
lesson-smallest-item = 为什么先选最小的项
lesson-queens = 八皇后与次要项
lesson-backtracking = 一步一步看回溯
label-lesson-name = 课程标题
lesson-no-stops-yet = 还没有讲解点：走到想讲解的那一步，然后按“添加讲解点”。
control-add-stop = 添加讲解点
control-play-lesson = 播放课程
control-save-lesson = 保存课程
control-open-lesson = 打开课程
control-share-lesson = 分享课程
lesson-stop-name = 第 { $stop } 个讲解点
label-stop-step = 步数
label-stop-title = 标题
label-stop-text = 文字
label-stop-predict = 在这个讲解点开启预测
control-stop-up = 上移
control-stop-up-name = 上移第 { $stop } 个讲解点
control-stop-down = 下移
control-stop-down-name = 下移第 { $stop } 个讲解点
control-stop-delete = 删除
control-stop-delete-name = 删除第 { $stop } 个讲解点
lesson-saved = 课程已保存：{ $stops } 个讲解点（{ $file }）。
lesson-shared = 课程的链接在“分享课程”旁边：复制它即可分享课程。
lesson-shared-copied = 课程的链接已复制：打开它就从第一个讲解点开始。
copied = 已复制
copy-refused = 这里不能复制：请选中文字后自己复制
control-copy-code = 复制
lesson-editor-faults = 课程有 { $count } 处问题，已在课程编辑器中标出
label-lesson-link = 这个课程的链接
control-edit-copy = 编辑副本
lesson-copy-editing = “{ $title }”的副本已放进编辑器：修改后可以保存或分享。
lesson-unread = 无法打开这个课程：{ $why }
lesson-link-unread = 课程链接不是 base64url 文字
lesson-link-too-big = 链接中的课程解压后超过了 { $max } 字节
lesson-fetch-failed = 无法获取课程文件 { $url }
lesson-fetch-status = 无法获取课程文件 { $url }（HTTP { $status }）
lesson-puzzle-unread = 课程中的题目无法读取：{ $why }
lesson-none = 没有正在播放的课程

## 用于幻灯片的图片（app/pictures.js）。
group-pictures = 图片
label-picture-of = 图片内容
picture-of-board = 盘面
picture-of-matrix = 矩阵
control-save-picture = 保存图片
control-save-svg = 保存矢量图
picture-saved = 图片已保存。
picture-no-svg = 矩阵画在画布上：“保存图片”会把它存成位图。“保存矢量图”适用于盘面，或小矩阵的链接视图。
control-save-animation = 保存动画
animation-title = 保存动画
label-animation-from = 起始步
label-animation-to = 结束步
label-animation-speed = 每秒步数
label-animation-size = 尺寸
animation-size-1 = 与屏幕上相同
animation-size-2 = 放大一倍
animation-size-1920 = 宽 1920 像素
label-picture-size = 尺寸
label-picture-caption = 说明文字：步数和解说
picture-caption = 第 { $step } 步：{ $narration }
animation-progress = 已绘制并编码的帧
control-animation-save = 保存
control-animation-cancel = 取消
animation-saved = 动画已保存：{ $frames } 帧。
animation-cancelled = 动画已取消。
animation-too-long = 动画最多 { $max } 帧：请选一个短一些的范围
