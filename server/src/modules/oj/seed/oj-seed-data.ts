import type { Sample } from '../../../../../types/oj';

export interface SeedProblem {
  no: number;
  title: string;
  category: string;
  /** knowledge tags (types/oj-tags rules) */
  tags: string[];
  level: 1 | 2 | 3;
  free: boolean;
  /** folder under server/seed/problems */
  pkg: string;
  acm?: string;
  tpl?: string;
  samples: Sample[];
}

export const SEED_CATEGORIES = ['数学', '数组', '字符串', '链表', '树', '动态规划'];

export const SEED_CHECKERS = [
  { name: '标准比对', spec: 'default', description: '忽略行末空白与文末空行' },
  { name: '严格比对', spec: 'exact', description: '逐字节一致' },
  { name: '浮点比对', spec: 'float:1e-6', description: '数值误差不超过 1e-6' },
  { name: '忽略大小写', spec: 'tokens-ci', description: '按词比较，不区分大小写' },
  { name: '特殊评测', spec: 'custom', description: '使用数据包中的 checker.cpp（testlib）或 checker.py' },
];

const TPL_NOTE = '\n\n> 核心代码模式：只需实现给定的函数，输入输出由系统处理。';

/** Real problems with data packages (server/seed/problems) and accepted solutions (server/seed/solutions). */
export const SEED_PROBLEMS: SeedProblem[] = [
  {
    no: 1001,
    title: 'A+B 问题',
    category: '数学',
    tags: ['数学', '模拟'],
    level: 1,
    free: true,
    pkg: 'a-plus-b',
    acm: `## 题目描述\n\n输入两个整数 $a$ 和 $b$，输出它们的和。\n\n## 输入格式\n\n一行两个整数 $a, b$，以空格分隔。\n\n## 输出格式\n\n一个整数，表示 $a+b$。\n\n## 数据范围\n\n$|a|, |b| \\le 10^{15}$，请注意使用 64 位整数。`,
    samples: [{ input: '1 2', output: '3' }],
  },
  {
    no: 1002,
    title: '两数之和',
    category: '数组',
    tags: ['数组', '哈希表'],
    level: 1,
    free: true,
    pkg: 'two-sum',
    tpl: `## 题目描述\n\n给定一个整数数组 \`nums\` 和一个整数目标值 \`target\`，请你在该数组中找出和为目标值 \`target\` 的那两个整数，并返回它们的数组下标（按从小到大的顺序）。\n\n你可以假设每种输入只会对应一个答案，并且同一个元素不能使用两次。\n\n## 示例\n\n\`\`\`\n输入：nums = [2,7,11,15], target = 9\n输出：[0,1]\n解释：因为 nums[0] + nums[1] == 9 ，返回 [0, 1] 。\n\`\`\`\n\n## 提示\n\n- $2 \\le nums.length \\le 10^4$\n- $-10^9 \\le nums[i], target \\le 10^9$${TPL_NOTE}`,
    samples: [{ input: '[2, 7, 11, 15]\n9', output: '[0, 1]' }],
  },
  {
    no: 1003,
    title: '反转链表',
    category: '链表',
    tags: ['链表', '递归'],
    level: 1,
    free: false,
    pkg: 'reverse-list',
    tpl: `## 题目描述\n\n给你单链表的头节点 \`head\`，请你反转链表，并返回反转后的链表。\n\n## 示例\n\n\`\`\`\n输入：head = [1,2,3,4,5]\n输出：[5,4,3,2,1]\n\`\`\`\n\n## 提示\n\n- 链表中节点的数目范围是 $[0, 5000]$\n- $-5000 \\le Node.val \\le 5000$${TPL_NOTE}`,
    samples: [{ input: '[1, 2, 3, 4, 5]', output: '[5, 4, 3, 2, 1]' }],
  },
  {
    no: 1004,
    title: '翻转二叉树',
    category: '树',
    tags: ['树', '二叉树', '深度优先搜索'],
    level: 1,
    free: false,
    pkg: 'invert-tree',
    tpl: `## 题目描述\n\n给你一棵二叉树的根节点 \`root\`，翻转这棵二叉树（每个节点的左右子树互换），并返回其根节点。\n\n二叉树按层序给出，空节点为 \`null\`。\n\n## 示例\n\n\`\`\`\n输入：root = [4,2,7,1,3,6,9]\n输出：[4,7,2,9,6,3,1]\n\`\`\`\n\n## 提示\n\n- 树中节点数目范围在 $[0, 100]$ 内${TPL_NOTE}`,
    samples: [{ input: '[4, 2, 7, 1, 3, 6, 9]', output: '[4, 7, 2, 9, 6, 3, 1]' }],
  },
  {
    no: 1005,
    title: '最长公共前缀',
    category: '字符串',
    tags: ['字符串'],
    level: 1,
    free: false,
    pkg: 'longest-common-prefix',
    tpl: `## 题目描述\n\n编写一个函数来查找字符串数组中的最长公共前缀。如果不存在公共前缀，返回空字符串 \`""\`。\n\n## 示例\n\n\`\`\`\n输入：strs = ["flower","flow","flight"]\n输出："fl"\n\`\`\`${TPL_NOTE}`,
    samples: [{ input: '["flower", "flow", "flight"]', output: '"fl"' }],
  },
  {
    no: 1006,
    title: '转置矩阵',
    category: '数组',
    tags: ['数组', '矩阵', '模拟'],
    level: 1,
    free: false,
    pkg: 'transpose-matrix',
    tpl: `## 题目描述\n\n给你一个二维整数数组 \`matrix\`，返回 \`matrix\` 的转置矩阵（行列互换）。\n\n## 示例\n\n\`\`\`\n输入：matrix = [[1,2,3],[4,5,6]]\n输出：[[1,4],[2,5],[3,6]]\n\`\`\`${TPL_NOTE}`,
    samples: [{ input: '[[1, 2, 3], [4, 5, 6]]', output: '[[1, 4], [2, 5], [3, 6]]' }],
  },
  {
    no: 1007,
    title: '区间求和',
    category: '数组',
    tags: ['数组', '前缀和'],
    level: 2,
    free: false,
    pkg: 'range-sum',
    acm: `## 题目描述\n\n给定长度为 $n$ 的整数序列 $a_1, a_2, \\dots, a_n$ 和 $q$ 次询问，每次询问给出 $l, r$，求 $\\sum_{i=l}^{r} a_i$。\n\n## 输入格式\n\n第一行两个整数 $n, q$。\n\n第二行 $n$ 个整数 $a_i$。\n\n接下来 $q$ 行，每行两个整数 $l, r$（$1 \\le l \\le r \\le n$）。\n\n## 输出格式\n\n对每次询问输出一行，表示区间和。\n\n## 数据范围\n\n$1 \\le n, q \\le 10^5$，$|a_i| \\le 10^9$。`,
    samples: [{ input: '5 3\n1 2 3 4 5\n1 3\n2 5\n4 4', output: '6\n14\n4' }],
  },
  {
    no: 1008,
    title: '最长上升子序列',
    category: '动态规划',
    tags: ['数组', '动态规划', '二分查找'],
    level: 3,
    free: false,
    pkg: 'lis',
    acm: `## 题目描述\n\n给定一个长度为 $n$ 的整数序列，求它的最长**严格**上升子序列的长度。\n\n## 输入格式\n\n第一行一个整数 $n$。\n\n第二行 $n$ 个整数 $a_i$。\n\n## 输出格式\n\n一个整数，表示最长严格上升子序列的长度。\n\n## 数据范围\n\n$1 \\le n \\le 10^5$，$1 \\le a_i \\le 10^9$。需要 $O(n \\log n)$ 的算法。`,
    samples: [{ input: '8\n10 9 2 5 3 7 101 18', output: '4' }],
  },
];
