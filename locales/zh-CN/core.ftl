### 库的用语（src/）：告诉用户输入错在哪里，谜题各部分的名称，以及用谜题
### 自己的说法讲出搜索中的各个项。由 Rust（src/i18n/）为命令行和 JS API 的
### 文本字段渲染，页面（www/i18n/）也用同一份数据渲染。作为数字的参数在两种
### 渲染器中都不加千位分隔（"1296"）。
###
### 术语：本文用“项”和“选项”称呼 Knuth 的 item 和 option，因为英文原文沿用的
### 正是 Knuth 本人的术语；OI-wiki 所说的“列”和“行”指的是同样的东西在 0/1
### 矩阵中的样子，页面的图例里对此有说明。cover 译作“覆盖”，uncover 译作“恢复”。

## 列表：每种语言按自己的方式连接各项。

list-none = {""}
list-one = { $item }
list-pair = { $first } 和 { $second }
list-more = { $first }、{ $rest }
either-pair = { $first } 或 { $second }

## 错误输入出错的位置。

parse-at = 第 { $line } 行第 { $column } 列：{ $message }
parse-at-line = 第 { $line } 行：{ $message }
text-control-character = 题目文本中不能出现控制字符 { $code }（这是不是二进制文件？）
text-modifier-after = { $code } 是组合符号或不可见字符，跟在 '{ $symbol }' 后面：请把每个符号写成一个普通字符
text-modifier-first = { $code } 是组合符号或不可见字符，出现在行首：请把每个符号写成一个普通字符

## 数独文本。

# 盘面的规格：边长和宫的形状。
shape = { $n }×{ $n }（宫 { $rows }×{ $cols }）
sudoku-line-length = { $shape }数独要么一行写 { $cells } 个符号，要么每行写 { $n } 个，但这一行有 { $count } 个
sudoku-short-block = 从这里开始的 { $n }×{ $n } 题目应有 { $rows } 行，但只有 { $found } 行
sudoku-row-length = 这一行应与本题第一行（第 { $line } 行）一样有 { $expected } 个符号，实际有 { $found } 个
sudoku-empty = 输入为空：请粘贴一道题目
sudoku-not-a-size = { $count } 个符号构不成数独：写在一行的题目有 16、36、64、81、144、256 或 625 个符号，分行写时每行有 4、6、8、9、12、16 或 25 个
sudoku-bad-symbol = '{ $symbol }' 不是 { $n }×{ $n } 数独的符号：请用 { $symbols }，空白格用 . 0 - 或 _ 表示

## 二进制数独文本。

binary-row-size = 二进制数独每行有 4、6、8、9 或 10 格（USACO 的题目是 9 格），不能是 { $count } 格
binary-empty = 输入为空：请粘贴 9 行，每行 9 个 0 或 1
binary-rows = { $n }×{ $n } 的二进制数独有 { $n } 行，但输入有 { $total } 行
binary-row-length = 这一行应与第一行一样有 { $n } 格，实际有 { $found } 格
binary-bad-cell = '{ $cell }' 不是 0 或 1

## 精确覆盖文本：0/1 矩阵，或 Knuth 的格式。

cover-empty = 输入为空：请粘贴一个矩阵（`n m` 加若干行 0/1）或 Knuth 格式的问题
matrix-no-columns = 矩阵至少要有一列
matrix-too-large = { $rows }×{ $columns } 的矩阵太大：最多 { $max_columns } 列、{ $max_cells } 个元素（行数 × 列数）
matrix-more-rows = 首行写的是 { $rows } 行，但实际不止这么多
matrix-row-length = 第 { $row } 行有 { $found } 个值，但首行写的是 { $columns } 列
matrix-fewer-rows = 首行写的是 { $rows } 行，但实际只有 { $found } 行
matrix-no-size = 这看起来是缺了第一行的 0/1 矩阵：请在最前面加一行“{ $rows } { $columns }”，即它的行数和列数
knuth-two-bars = 只能用一个 '|' 分隔主项和次项
knuth-bad-name = '{ $name }' 不是合法的项名（项名中不能有 '|' 或 ':'）
knuth-bad-bounds = '{ $name }'：重数应写成 a:b|项（至少 a 次、至多 b 次）或 b|项（恰好 b 次），a、b 为整数，a ≤ b 且 1 ≤ b ≤ { $max }
knuth-bounds-secondary = '{ $name }'：只有主要项（'|' 之前的项）可以带重数
knuth-bounds-here = '{ $name }'：重数（Knuth 的 DLX3）目前只有 `dlx-lab cover` 和 `trace`、solveCover 以及页面的“求解”和“单步”能读，这里还不行
knuth-named-twice = 项 '{ $name }' 声明了两次
knuth-no-primary = '|' 之前没有主项
knuth-unknown-item = '{ $name }' 不是第 { $line } 行列出的项
knuth-item-twice = 项 '{ $name }' 在这个选项中出现了两次
knuth-only-secondary = 这个选项只有次项（'|' 之后的项）：选项至少要含一个主项，否则永远不会被选中
knuth-no-options = 只有项，没有选项：请每行写一个选项
knuth-colour-on-primary = '{ $name }' 是主项：只有次项（'|' 之后的项）才能带颜色
knuth-bad-colour = '{ $colour }' 不能作为 '{ $name }' 的颜色：请写成 item:colour，例如 { $name }:A

## 盘面的组成部分，以及盘面上的值错在哪里。

unit-row = 第 { $number } 行
unit-column = 第 { $number } 列
unit-box = 第 { $number } 宫
unit-diagonal = 第 { $number } 条对角线
unit-window = 第 { $number } 窗
# 同一区域里有两个相同的数：“第 3 行有两个 7：r3c2和r3c8”。
clash = { $unit }有两个 { $symbol }：{ $first }和{ $second }
verify-shape = 解的规格是 { $solution }，题目却是 { $puzzle }
verify-empty = { $cell } 是空的
verify-given = { $cell } 应保留提示数 { $given }
clash-on-line = 第 { $line } 行的题目中有冲突的数：{ $clash }
clash-values = 有数冲突：{ $clash }
binary-too-large = { $shape }的二进制数独太大，这里无法精确求解（最大 10×10）

## 搜索中的项，用谜题自己的说法：每个项（矩阵的每一列）要求什么。

item-cell = 格 { $cell } 需要填一个数
item-row = 第 { $number } 行有 { $symbol }
item-column = 第 { $number } 列有 { $symbol }
item-box = 第 { $number } 宫有 { $symbol }
# 变型数独多出的区域：“第 1 条对角线有 7”。
item-unit = { $unit }有 { $symbol }
# 纯精确覆盖问题的项，只有它的名字。
item-named = 项 { $name }

## 某个设置收到的名字不在可选范围内。

unknown-name = 没有名为 '{ $name }' 的{ $what }：请使用 { $known }
what-engine = 求解引擎
what-level = 难度
what-rule = 项选择规则
what-problem = 问题
what-board = 五连块棋盘
what-kind = 类型
what-event = 事件类型
what-variant = 变型
what-setting = 设置项

## 数独求解引擎，出现在“求解器”菜单和“比较”中。

engine-triads = 三元组（向量指令）
engine-triads-summary = 9×9 专用：每宫存于 16 个 16 位通道（原生与网页中均用向量指令），每个行带记录每个数字的六种摆法；宫内每个行段或列段恰含三个数字；猜测的是摆法
engine-bands = 行带位棋盘
engine-bands-summary = 9×9 专用，基于行带位棋盘：查表处理宫与行列的区块锁定，使用唯一数推理，候选数最少的格优先
engine-bands16 = 行带位棋盘 16×16
engine-bands16-summary = 16×16 专用，基于行带位棋盘，每四行一个 64 位字：一次求出所有单元的唯一数，区块锁定，候选数最少的格优先
engine-bitboard = 位棋盘 9×9
engine-bitboard-summary = 9×9 专用，按数字分层的位棋盘（81 格放进一个 128 位字）：与位掩码相同的搜索，一次处理所有格
engine-bitmask = 位掩码，候选数最少优先
engine-bitmask-summary = 位掩码，候选数最少的格优先，配合唯余法和摒除法
engine-dlx = DLX，选项最少的项优先
engine-dlx-summary = 舞蹈链，先选选项最少的项（Knuth 的 X 算法）
engine-dlx-first = DLX，最左边的项优先
engine-dlx-first-summary = 舞蹈链，总是先选最左边的项（不用启发式）
engine-naive = 朴素回溯
engine-naive-summary = 位掩码，按从左到右、从上到下的顺序逐格尝试，不做约束传播

## 经典问题。

problem-size = { $name } 的规模应为 { $min } 到 { $max } 之间的数，不能是 '{ $size }'

## 在线评测题的输入（dlx-lab oj）。

oj-missing = 输入提前结束了：按 { $problem } 的格式，这里还应有数
oj-not-number = '{ $text }' 不是整数
oj-range = { $value } 超出范围：{ $problem } 在这里只允许 { $min } 到 { $max }
oj-squiggly-value = { $number } 不是 HDU 4069 的格子：去掉墙（16、32、64、128）之后的值应为 0 到 9

## 宫的形状。

box-no-grid = { $rows }×{ $cols } 的宫组不成 1×1 到 25×25 之间的盘面
box-not-rxc = 请把宫的形状写成 RxC，例如 3x3 或 2x3
box-rows-not-number = R 不是数字
box-cols-not-number = C 不是数字
box-does-not-fit = 这种宫形组成的是 { $shape }的盘面，与 { $n }×{ $n } 不符
wrong-solution = 内部错误，解不正确：{ $error }
verify-no-such-option = 选项 { $option } 不存在
verify-chosen-twice = 选项 { $option } 被选了两次
verify-covered = 项 { $item } 被覆盖了 { $times } 次

## JS API 的参数和调用。

options-not-object = options 参数有误：应为一个对象
options-bad-lang = options 参数有误：lang 只能是 'en' 或 'zh-CN'
options-unknown-key = options 参数有误：未知的键 '{ $key }'（可用的键：{ $known }）
options-bad = options 参数有误：{ $error }
grid-not-square = { $cells } 个格组不成正方形的盘面
grid-needs-box = { $n }×{ $n } 的盘面需要指定宫的形状
grid-bad-value = { $value } 不是 { $n }×{ $n } 盘面中的有效值
hint-givens-size = 提示数（givens）与盘面的大小不一致
hint-bad-marks = 候选标记（marks）有误：盘面有 { $cells } 格，标记却有 { $found } 格
hint-bad-depth = 提示深度（depth）有误：请用 1（指个方向）、2（指出技巧）或 3（完整步骤）
generate-bad-size = 大小 { $size } 无效：请用 4、6、8、9、10、12、16 … 直至 25
prefix-gone = 前缀有误：选项 { $option } 不存在，或已被排除
prefix-clash = 前缀有误：选项 { $option } 与前面的某个选项冲突

## 页面上的“检查”和“应用提示”。

check-no-solution = “检查”需要一道只有一个解的题目；这道题无解。
check-several = “检查”需要一道只有一个解的题目；这道题不止一个解。
check-stopped = “检查”需要一道只有一个解的题目；搜索在确定这一点之前就停止了。
check-all-right = 你填的 { $entered } 个数全都与解一致。
check-all-right-marks = 你填的 { $entered } 个数，以及 { $marked } 个格中的笔记，全都与解一致。
check-wrong = 你填的 { $entered } 个数中有 { $wrong } 个与解矛盾：已经标出来了。
check-wrong-marks = 你填的 { $entered } 个数中有 { $wrong } 个、{ $marked } 个有笔记的格中有 { $wrong_marks } 个与解矛盾：已经标出来了。
apply-bad-cell = 提示有误：[{ $row }, { $column }, { $value }] 不是 { $n }×{ $n } 盘面中的格和值

## 无法建立的矩阵（编号从 1 开始）。
build-no-such-item = 选项 { $option } 用到了项 { $item }，但这一项不存在
build-repeated-item = 选项 { $option } 两次用到了项 { $item }
build-empty-option = 选项 { $option } 是空的
build-colour-on-primary = 选项 { $option } 给主项 { $item } 指定了颜色；只有次要项可以带颜色
build-too-large = 矩阵太大了

## 变型数独：锯齿数独的不规则宫、对角线数独、窗口数独。

regions-count = 宫的分区图需要 { $cells } 个标记，每格一个（实有 { $found } 个）
regions-label = 分区标记超出了本题的 { $n } 个宫
regions-size = 第 { $region } 宫有 { $found } 格，应为 { $n } 格
windoku-size = 窗口数独的四个窗口需要 9×9 的盘面，而不是 { $shape }
engine-no-shape = { $engine } 引擎只会解 { $shapes }：{ $shape } 请用 { $engines }
engine-shape-any = 任意尺寸
engine-no-variants = { $engine } 引擎只会解标准数独：{ $variant } 请用 { $engines }
jigsaw-line-length = 这一行有 { $count } 个符号，对锯齿数独来说太长了
jigsaw-no-map = 这道题后面没有宫的分区图
jigsaw-two-words = 锯齿数独的一行要先写已知数、再写分区图，共两段
jigsaw-short-map = 锯齿数独在 { $n } 行已知数之后需要 { $n } 行分区标记（实有 { $found } 行）
jigsaw-map-length = 分区图有 { $found } 个标记，应为 { $cells } 个
jigsaw-map-labels = 分区图有 { $found } 种不同的标记，应为 { $n } 种

## 课程的 JSON（src/lesson.rs）：每个错误都说出字段，例如 stops[2].text。
lesson-too-big = 这个课程有 { $size } 字节，超过了课程的上限 { $max } 字节
lesson-syntax = 这个课程不是 JSON：第 { $line } 行，第 { $column } 列
lesson-not-object = { $field } 必须是一个对象（{ "{" } … { "}" }）
lesson-unknown = { $place } 有未知的字段 '{ $field }'（可用的字段：{ $known }）
lesson-missing = 这个课程缺少 { $field }
lesson-not-text = { $field } 必须是带引号的文字
lesson-not-number = { $field } 必须是从 0 起的整数
lesson-not-bool = { $field } 必须是 true 或 false
lesson-not-list = { $field } 必须是一个列表（[ … ]）
lesson-version = 这个课程是第 { $version } 版；本页面读取第 { $known } 版
lesson-lang = 课程的语言 '{ $lang }' 不是本页面会说的语言（en、zh-CN）
lesson-kind = 课程的题目类型 '{ $kind }' 不在 { $known } 之中
lesson-rule = 课程的规则 '{ $rule }' 不在 { $known } 之中
lesson-no-stops = 这个课程没有讲解点
lesson-too-many-stops = 这个课程的讲解点超过了 { $max } 个
lesson-step-max = { $field } 超过了第 { $max } 步，讲解点最远只能到这里
lesson-too-long = { $field } 超过了 { $max } 个字符
lesson-empty = { $field } 是空的
lesson-html = { $field } 含有 HTML（{ $tag }）：课程只能是纯文字
lesson-control = { $field } 含有控制字符：课程只能是纯文字
lesson-field = { $field ->
    [title] 课程标题
   *[other] 课程的 { $field }
}
lesson-stop-field = 第 { $stop } 个讲解点的{ $field ->
    [step] 步数
    [title] 标题
    [text] 文字
   *[other] { $field }
}
lesson-seed-max = 课程的种子大于 { $max }

## The classics' items (src/problems/meanings.rs)
queens-rank = 第 { $rank } 行要放一个皇后
queens-file = { $file } 列要放一个皇后
queens-corner = 角上的 { $square } 至多放一个皇后
queens-diagonal = 对角线 { $from }–{ $to } 上至多放一个皇后
langford-place = 第 { $place } 个位置上有数
langford-pair = 两个 { $number } 都已放好
pentominoes-square = 第 { $row } 行第 { $column } 列的方格已被覆盖
pentominoes-piece = 块 { $piece } 已放上
count-exact-only = “全部计数”只统计精确覆盖：此问题带有 Knuth 的重数（a:b|item），不能计数
count-not-repeated = “全部计数”只统计精确覆盖，不统计重复覆盖：重复覆盖的最优方案请用 minCover 的 count 计数
