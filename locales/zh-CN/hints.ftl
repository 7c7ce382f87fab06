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

matrix-forcing = 选择选项 { $option } 后，项 { $item } 就没有选项可用了：这是一条死路，DLX 搜到这里也会回溯。所以可以删去选项 { $option }。
matrix-forcing-chain = 选择选项 { $option }，再依次选上因此成为所在项唯一选项的各个选项（{ $forced }）后，项 { $item } 就没有选项可用了：这是一条死路，DLX 搜到这里也会回溯。所以可以删去选项 { $option }。
matrix-single = 项 { $item } 只剩一个选项 { $option }，所以必须选它。
matrix-wing = 覆盖项 { $items } 的每一种方式都要用到选项 { $options } 之一。{ $eliminated } 都与其中每一个共用某个数字项（“某行、列或宫有某数”的项），所以永远不可能被选中。
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
reveal-technique = DLX 会在项 { $item } 上分支，该项有 { $options } 个选项。
reveal-step = 没有技巧可用，所以 DLX 会在选项最少（{ $options } 个）的项 { $item } 上分支。解中 { $cell } = { $symbol }：点“应用提示”即可填入。
reveal-matrix = 每个项都至少还剩 { $options } 个选项，也没有哪 k 个项的选项全都包含在另外 k 个项的选项之中；X 算法选中项 { $item }，依次尝试它的每个选项。

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

## 链：= 是强链（只剩两个选项的项），- 是弱链（共用一项的两个选项）。
## $chain 用 HoDoKu 和 SudokuWiki 的写法：5r1c2，组为 5r1c45。

not-placed = { $cell } 不能是 { $symbol }
chain-nudge = 找一条从 { $cell } 出发的强链。
chain-technique = { $technique }：{ $chain }。
chain-step = { $chain }。从头读：若 { $start } 为假，每条强链（=）使另一端为真，每条弱链（-）使下一个为假，于是 { $end } 为真。两端必有一个为真，所以同时看到两端的候选数为假：{ $removals }。
chain-loop-step = { $chain }：链回到了 { $start }，成为一个环。沿环走一圈，每条强链有一端为真，每条弱链有一端为假，所以每条弱链恰有一端为真，同时看到某条弱链两端的候选数为假：{ $removals }。
chain-proof-step = { $chain }。若 { $start } 为假，这条链会使它为真，所以它为真：{ $placement }。
finned-technique = { $technique }：{ $base } 中的 { $symbol }，鳍在 { $fins }。
finned-step = 在 { $base } 中，{ $symbol } 除了鳍 { $fins } 之外只能在 { $cover }。要么某个鳍是 { $symbol }，要么鱼成立，占去 { $cover } 中所有的 { $symbol }。{ $cover } 中看到所有鳍的格无论哪种情况都不能是 { $symbol }：{ $removals }。
colouring-nudge = 看成对出现的 { $symbol }：只有两个位置能放 { $symbol } 的行、列、宫。
colouring-technique = { $technique }：{ $symbol }。
colouring-step = 把由成对位置连起来的 { $symbol } 交替涂成两种颜色：{ $on } 与 { $off }。每一簇中一种颜色处处是 { $symbol }，另一种处处不是。{ $reason }{ $removals }。
colouring-wrap = 同一颜色的两格互相看到，所以这种颜色为假：
colouring-trap = 同时看到一簇两种颜色的格不能是 { $symbol }：
colouring-multi-wrap = 一簇的某种颜色看到另一簇的两种颜色，所以它为假：
colouring-multi-trap = 一簇的某种颜色看到另一簇的某种颜色，两者不能同真，所以它们的对色必有一个为真：同时看到两个对色的格删去：
uniqueness-nudge = 看 { $cells }：它们可能构成致命结构。
uniqueness-technique = { $technique }：{ $cells } 上的 { $symbols }。
ur-step = { $cells } 都有 { $symbols }。若这四格只剩 { $symbols }，两个数可以互换，谜题就有两个解。本题只有一个解（已先验证），所以{ $reason }：{ $removals }。
ur-1 = 唯一带有其他候选数的那个角不能是这两个数
ur-2 = 带有额外 { $symbol } 的两个角之一是 { $symbol }，同时看到两者的格不能是 { $symbol }
ur-3 = 两个角的额外候选数合起来像一格，与 { $unit } 中的其他格构成显性数组
ur-4 = { $symbol } 在 { $unit } 中只能在这两个角，所以其中之一是 { $symbol }，两者都不能是另一个数
ur-5 = 有多余候选数的角都只多一个 { $symbol }，所以其中必有一格是 { $symbol }，看到它们全部的格都不能是 { $symbol }
ur-6 = { $symbol } 在 { $units } 中只能在矩形的位置，所以它在没有额外候选数的两个角
ar-step = { $cells } 会交叉填上 { $symbols }，而这几格都不是题目给出的数：两个数可以互换，谜题就会有两个解。本题只有一个解（已先验证），所以{ $reason }：{ $removals }。
ar-1 = { $cell } 不能填 { $symbol } 来凑成这个图形
ar-2 = 两个空角中必有一格是它们多出的 { $symbol }，看到这两格的格都不能是 { $symbol }
hidden-rectangle-reason = { $symbol } 在对角那格所在的 { $units } 中只能在矩形的位置，所以对角那格不能是另一个数
bug-nudge = 几乎每个空格都只有两个候选数：找那个有三个的。
bug-technique = 全双值坟墓 +1：{ $cell }。
bug-step = 除 { $cell } 外每个空格都有两个候选数，且每个数在每个单元中都有两个位置，只有 { $cell } 周围的 { $symbol } 除外。若 { $cell } 不是 { $symbol }，盘面就成了有两个解的致命结构。本题只有一个解（已先验证），所以 { $cell } = { $symbol }。
als-set = { $cells }（{ $symbols }）
als-nudge = 看 { $unit }：那里有几格的候选数比格数多一个。
als-technique = { $technique }：{ $sets }。
als-xz-step = { $first } 和 { $second } 都是待定数组：候选数比格数多一个。一方的每个 { $x } 都看到另一方的每个 { $x }，所以至多一方有 { $x }，另一方就锁定在其余的数上。无论哪种情况，其中一方有 { $z }，所以看到两者所有 { $z } 的格不能是 { $z }：{ $removals }。
als-xy-wing-step = { $pivot } 与 { $first } 共享 { $x }，与 { $second } 共享 { $y }，且都被对方完全看到。{ $pivot } 不能同时有两者，所以 { $first } 或 { $second } 被锁定并有 { $z }：{ $removals }。
als-xy-chain-step = { $sets } 是依次相连的待定数组，相邻两组共享一个受限公共数（{ $commons }）。假设 { $first } 和 { $last } 都没有 { $z }：{ $first } 就锁定在其余的数上，必有 { $x }；下一组就不能有 { $x }，于是锁定并有下一个公共数；如此一直传到 { $last }，它既没有 { $z } 又少了一个公共数，数不够填满它的格子，矛盾。所以 { $first } 或 { $last } 有 { $z }，看到两者所有 { $z } 的格不能是 { $z }：{ $removals }。
death-blossom-nudge = 看 { $cell }：它的每个候选数都连到一个待定数组。
death-blossom-technique = { $technique }，茎为 { $cell }。
death-blossom-petal = { $symbol }：{ $set }
death-blossom-step = 茎 { $cell } 只能是 { $symbols } 之一，每个数都有一片花瓣，即一个待定数组，其中这个数的每个位置都看到茎：{ $petals }。无论茎填哪个数，对应的花瓣就失去这个数而锁定在其余的数上，其中有 { $z }。所以总有一片花瓣有 { $z }，看到所有花瓣中全部 { $z } 的格不能是 { $z }：{ $removals }。
net-nudge = 看 { $cell }：把它的每个数都推下去。
net-technique = 从 { $cell } 出发的强制网。
net-step = { $cell } 是 { $values }。每个数连同它推出的唯一数，都得到同一个结果：{ $result }。无论 { $cell } 是什么，{ $result }。
matrix-chain = 项 { $strong } 各只剩两个选项：这是强链。链把它们与共用一项的选项（弱链）交替相连，所以每个解都含 { $start } 或 { $end }，与两者都共用一项的选项可以删去：{ $eliminated }。
matrix-chain-loop = 项 { $strong } 各只剩两个选项：这是强链。链与弱链交替并闭合，所以每条弱链都有一端在每个解中，与某条弱链两端都共用一项的选项可以删去：{ $eliminated }。
matrix-chain-proof = 项 { $strong } 各只剩两个选项。去掉 { $start } 会沿着链把它推回来，所以每个解都含它。
matrix-chosen = 选项 { $option } 在每个解中
matrix-gone = { $eliminated } 可以删去
matrix-uniqueness = 格子项 { $items } 与它们两个数的数字项会有两种覆盖。只有一个解的谜题排除了这种情况，所以{ $done }。
matrix-net = 项 { $item } 的每个选项，再选上它留下的只剩一个选项的项，都得到同一结果：{ $done }。
matrix-als = { $sets } 各是一组格子项，其数值组比项数多一个：差一个选项就是显性数组。它们的受限公共数使 { $eliminated } 不在任何解中。
sue-de-coq-nudge = 看 { $line } 与 { $block } 相交的地方。
sue-de-coq-technique = { $technique }：{ $line } 与 { $block } 相交处。
sue-de-coq-step = { $line } 与 { $block } 相交处的 { $inner } 有 { $inner_symbols }。加上 { $line } 其余格中的 { $line_cells }（{ $line_symbols }）和 { $block } 其余格中的 { $box_cells }（{ $box_symbols }），两者没有共同的数，这 { $count } 格合起来恰好只有 { $count } 个数，所以每个数在其中恰出现一次：线上部分的数从 { $line } 其余格删去，宫内部分的数从 { $block } 其余格删去，其他的数两处都删去：{ $removals }。
matrix-sue-de-coq = 格子项 { $items } 之间恰有同样多的数值组（{ $values }），而且没有一个组能在其中用两次：每组在其中恰用一次，所以 { $eliminated } 不在任何解中。
matrix-death-blossom = 格子项 { $stem } 有 { $count } 个选项，每个都连到一组数值组比项数多一个的格子项（{ $sets }）。无论哪个选项覆盖 { $stem }，对应的那组就失去这个数值组而成为显性数组，占去 { $z }：{ $eliminated } 不在任何解中。
matrix-colouring = 项 { $items } 各有两个选项；沿着它们选项交替涂成两种颜色，其中一种在每个解中，所以 { $eliminated } 可以删去。
matrix-finned = 项 { $base } 的选项都在 { $cover } 和鳍 { $fins } 中。{ $cover } 中与每个鳍都共用一项的选项无论如何都可删去：{ $eliminated }。
