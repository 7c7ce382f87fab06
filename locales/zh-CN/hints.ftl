### 提示的用语（src/hint/text.rs、next.rs）：一句点拨，技巧名称和位置，
### 用玩家的说法讲出的完整步骤，以及用精确覆盖矩阵的说法讲出的同一步。
### 格名（r3c5）、符号和矩阵的标签（R3#7、r4c2#3）
### 在所有语言中都相同。

## 各技巧的名称。

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

## 难度。

level-easy = 简单
level-medium = 中等
level-hard = 困难
level-expert = 专家
level-extreme = 极难

## 组成一步说明的片段。

hint-full = { $step }换成矩阵的说法：{ $matrix }
hint-removal = 从 { $cells } 删去 { $symbol }
hint-removals = { $parts }
placed = { $cell } = { $symbol }
units-rows = { $count ->
   *[other] 第 { $numbers } 行
}
units-columns = { $count ->
   *[other] 第 { $numbers } 列
}
units-boxes = { $count ->
   *[other] 第 { $numbers } 宫
}
units-diagonals = { $count ->
   *[other] 第 { $numbers } 条对角线
}
units-windows = { $count ->
   *[other] 第 { $numbers } 窗
}

## 每种技巧：点拨、名称和位置、完整步骤。

naked-single-nudge = 看看 { $cell }：它还能填几个数？
naked-single-technique = { $cell } 可用唯余法。
naked-single-step = { $cell } 只剩 { $symbol } 可填：其他数要么已出现在它所在的行、列或宫里，要么已被排除。所以 { $cell } = { $symbol }。
hidden-single-nudge = 看看{ $unit }：{ $symbol } 能填在哪里？
hidden-single-technique = { $unit }可用摒除法。
hidden-single-step = 在{ $unit }中，{ $symbol } 只有一个位置可填，所以 { $cell } = { $symbol }。
locked-nudge = 看看{ $base }里的候选数 { $symbol }。
locked-technique = { $technique }：{ $base }中的 { $symbol } 被锁定在{ $cover }上。
locked-step = 在{ $base }中，{ $symbol } 只能填在{ $cover }上（{ $places }）。所以{ $cover }的 { $symbol } 必定在这几格之中，{ $cover }的其他格都不能再填 { $symbol }：{ $removals }。
subset-nudge = 看看{ $unit }。
subset-technique = { $unit }中有{ $technique }：{ $symbols }。
naked-subset-step = { $cells } 这 { $count } 格合起来只能填 { $symbols }，所以这些数必定填在这 { $count } 格里，{ $unit }的其他格都不能再填它们：{ $removals }。
hidden-subset-step = 在{ $unit }中，{ $symbols } 只能填在 { $cells }，所以这几格只能填 { $symbols }，不能填其他数：{ $removals }。
fish-nudge = 看看 { $symbol } 在{ $base }中能填在哪里。
fish-technique = { $technique }：{ $base }中的 { $symbol }。
fish-step = 在{ $base }中，{ $symbol } 只能填在{ $cover }上。这 { $count } 条线各需要一个 { $symbol }，而且都只能落在那 { $count } 条线上，所以{ $cover }上的 { $symbol } 全都由它们提供，其他格都不能再填 { $symbol }：{ $removals }。
wing-nudge = 看看 { $pivot }，以及它能看到的（同行、同列或同宫的）只有两个候选数的格。
wing-technique = { $technique }：枢纽格 { $pivot }，钳子格 { $first }和{ $second }。
xy-wing-step = { $pivot } 只能是 { $pivot_values }。如果它是 { $first_value }，{ $first }（{ $first_values }）就是 { $symbol }；如果它是 { $second_value }，{ $second }（{ $second_values }）就是 { $symbol }。无论哪种情况，{ $first }和{ $second } 中总有一格是 { $symbol }，所以能同时看到这两格的格都不能是 { $symbol }：{ $removals }。
xyz-wing-step = { $pivot } 只能是 { $pivot_values }，{ $first } 只能是 { $first_values }，{ $second } 只能是 { $second_values }。无论 { $pivot } 取哪个值，这三格中总有一格是 { $symbol }，所以能同时看到这三格的格都不能是 { $symbol }：{ $removals }。
dead-cell = { $cell } 已没有候选数
dead-digit = { $unit }已没有位置可填 { $symbol }
forcing-at-once = 立刻就会发现：
forcing-singles = 会依次得出唯一数 { $singles }，接着发现：
forcing-nudge = 看看 { $cell }：把它的每个候选数逐一试填，会发生什么？
forcing-technique = 强制链：{ $cell } = { $symbol } 会导致矛盾。
forcing-step = 假设 { $cell } = { $symbol }，那么{ $follows }{ $dead }。这不可能，所以 { $cell } 不能是 { $symbol }：{ $removals }。

## 同样的步骤，用矩阵的说法。

matrix-forcing = 选择选项 { $option } 后，项 { $column } 就没有选项可用了：这是一条死路，DLX 搜到这里也会回溯。所以可以删去选项 { $option }。
matrix-forcing-chain = 选择选项 { $option }，再依次选上因此成为所在项唯一选项的各个选项（{ $forced }）后，项 { $column } 就没有选项可用了：这是一条死路，DLX 搜到这里也会回溯。所以可以删去选项 { $option }。
matrix-single = 项 { $column } 只剩一个选项 { $option }，所以必须选它。
matrix-wing = 覆盖项 { $columns } 的每一种方式都要用到选项 { $options } 之一。{ $eliminated } 都与其中每一个共用某个数字项（“某行、列或宫有某数”的项），所以永远不可能被选中。
matrix-subset = { $count ->
   *[other] 项 { $base } 的每个选项同时也是项 { $cover } 中某一项的选项，所以项 { $cover } 的其他选项都可以删去：{ $eliminated }。
}

## 没有步骤可讲，或者要指出错误时的提示。

hint-stopped = 搜索在 { $nodes } 个搜索节点后停止，仍未能确定这道题是否只有一个解，所以给不出可靠的提示。请再加几个提示数后重试。
hint-no-solution = 这个盘面无解：要么某个已填的数是错的，要么题目本身有问题。
hint-several-solutions = 这道题不止一个解，所以仅靠逻辑推不出必然的一步。
hint-solved = 盘面已全部填完，而且正确无误。
hint-wrong-entry = { $cell } 填的是 { $entry }，但这道题唯一的解在这里是 { $symbol }。
hint-wrong-mark = 你在 { $cell } 的笔记里漏掉了 { $symbol }，而解在这一格正需要它：有个候选标记被误删了。
reveal-nudge = 这里用不上本应用收录的任何技巧：搜索只能猜一下。
reveal-technique = DLX 会在项 { $column } 上分支，该项有 { $options } 个选项。
reveal-step = 没有技巧可用，所以 DLX 会在选项最少（{ $options } 个）的项 { $column } 上分支。解中 { $cell } = { $symbol }：点“应用提示”即可填入。
reveal-matrix = 每个项都至少还剩 { $options } 个选项，也没有哪 k 个项的选项全都包含在另外 k 个项的选项之中；X 算法选中项 { $column }，依次尝试它的每个选项。

## 生成器。

generate-failed = 尝试了 { $attempts } 次，仍未找到难度为{ $level }的 { $n }×{ $n } 题目；请换一个种子再试

## 错误也分级给出：先说有错，再说在哪一宫，最后指出格子和改法。
hint-wrong-entry-nudge = 你填的数里有一个是错的。
hint-wrong-entry-region = 你在{ $unit }里填的数有一个是错的。
hint-wrong-entry-fix = 点“应用提示”会清除 { $cell }。
hint-wrong-mark-nudge = 你的笔记里有一格漏掉了解所需要的数。
hint-wrong-mark-region = 在{ $unit }里，有一格的笔记漏掉了解在那里需要的数。
hint-wrong-mark-fix = 点“应用提示”会把 { $symbol } 加回 { $cell } 的笔记。
hint-mistake-step = { $mistake }{ $fix }
