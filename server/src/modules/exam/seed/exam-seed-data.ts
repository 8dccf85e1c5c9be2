import { FillMatch, MultiRule, ProgramScoring, QuestionType } from '../../../../../types/exam';

export const SEED_TAGS = [
  { name: '复杂度分析', link: '/oj?keyword=%E5%A4%8D%E6%9D%82%E5%BA%A6' },
  { name: '数组', link: '/oj?keyword=%E6%95%B0%E7%BB%84' },
  { name: '动态规划', link: '/oj?keyword=%E5%8A%A8%E6%80%81%E8%A7%84%E5%88%92' },
  { name: '数据结构', link: '/oj' },
  { name: '基础语法', link: '/oj?keyword=A%2BB' },
];

export interface SeedQuestion {
  key: string;
  type: QuestionType;
  title: string;
  content: string;
  options?: string[];
  answer: unknown;
  multiRule?: MultiRule;
  fillMatch?: FillMatch;
  explanation: string;
  tags: string[];
  /** programming: OJ problem number and mode */
  ojNo?: number;
  codeMode?: 1 | 2;
  starter?: string;
}

export const SEED_QUESTIONS: SeedQuestion[] = [
  {
    key: 'bsearch',
    type: QuestionType.SINGLE,
    title: '二分查找的时间复杂度',
    content: '在长度为 $n$ 的有序数组中做二分查找，最坏情况下的时间复杂度是？',
    options: ['$O(1)$', '$O(\\log n)$', '$O(n)$', '$O(n \\log n)$'],
    answer: 1,
    explanation: '每次比较把区间缩小一半，最多比较 $\\lceil \\log_2 (n+1) \\rceil$ 次，所以是 $O(\\log n)$。',
    tags: ['复杂度分析'],
  },
  {
    key: 'sort',
    type: QuestionType.SINGLE,
    title: '稳定的排序算法',
    content: '下列排序算法中，哪一个是**稳定**的？',
    options: ['快速排序', '堆排序', '归并排序', '选择排序'],
    answer: 2,
    explanation: '归并排序在合并时相等元素保持原有先后顺序，是稳定排序；其余三种都不稳定。',
    tags: ['复杂度分析'],
  },
  {
    key: 'stack',
    type: QuestionType.SINGLE,
    title: '栈的特点',
    content: '栈（stack）的存取顺序是？',
    options: ['先进先出', '后进先出', '随机存取', '按优先级出'],
    answer: 1,
    explanation: '栈只在一端（栈顶）进出，后进先出（LIFO）。',
    tags: ['数据结构'],
  },
  {
    key: 'queue',
    type: QuestionType.SINGLE,
    title: '队列的特点',
    content: '队列（queue）的存取顺序是？',
    options: ['先进先出', '后进先出', '随机存取', '只能从中间取'],
    answer: 0,
    explanation: '队列从队尾进、队头出，先进先出（FIFO）。',
    tags: ['数据结构'],
  },
  {
    key: 'dp',
    type: QuestionType.MULTIPLE,
    title: '动态规划的要素',
    content: '能用动态规划求解的问题通常具有哪些性质？（多选）',
    options: ['最优子结构', '重叠子问题', '无后效性', '输入必须有序'],
    answer: [0, 1, 2],
    multiRule: MultiRule.HALF_CREDIT,
    explanation: '最优子结构、重叠子问题和无后效性是动态规划的三个要素；与输入是否有序无关。',
    tags: ['动态规划'],
  },
  {
    key: 'linear',
    type: QuestionType.MULTIPLE,
    title: '线性数据结构',
    content: '下列哪些是线性数据结构？（多选）',
    options: ['数组', '链表', '二叉树', '栈'],
    answer: [0, 1, 3],
    multiRule: MultiRule.ALL_OR_NOTHING,
    explanation: '数组、链表、栈的元素一个接一个排列，是线性结构；二叉树是非线性结构。',
    tags: ['数据结构'],
  },
  {
    key: 'hash',
    type: QuestionType.TRUE_FALSE,
    title: '哈希表查找',
    content: '哈希表查找一个元素的平均时间复杂度是 $O(1)$。',
    answer: true,
    explanation: '在哈希函数分布均匀、装载因子有界时，平均查找是 $O(1)$；最坏情况是 $O(n)$。',
    tags: ['数据结构', '复杂度分析'],
  },
  {
    key: 'fib',
    type: QuestionType.TRUE_FALSE,
    title: '递归求斐波那契',
    content: '不加记忆化的递归求第 $n$ 个斐波那契数，时间复杂度是 $O(n)$。',
    answer: false,
    explanation: '朴素递归会重复计算子问题，复杂度约为 $O(1.618^n)$；加记忆化或改写成递推才是 $O(n)$。',
    tags: ['动态规划', '复杂度分析'],
  },
  {
    key: 'climb',
    type: QuestionType.FILL,
    title: '爬楼梯',
    content: '每次可以爬 1 或 2 级台阶，爬到第 5 级共有 ____ 种不同的方法。',
    answer: [['8', '八']],
    fillMatch: FillMatch.NORMALIZED,
    explanation: '$f(n) = f(n-1) + f(n-2)$，$f(1)=1, f(2)=2$，所以 $f(5)=8$。',
    tags: ['动态规划'],
  },
  {
    key: 'aplusb',
    type: QuestionType.PROGRAM,
    title: 'A+B 问题',
    content: '输入两个整数 $a$ 和 $b$，输出它们的和（注意使用 64 位整数）。',
    answer: null,
    explanation: '读入后直接相加输出；C/C++ 用 `long long`。',
    tags: ['基础语法'],
    ojNo: 1001,
    codeMode: 1,
    starter: '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n    \n    return 0;\n}\n',
  },
  {
    key: 'twosum',
    type: QuestionType.PROGRAM,
    title: '两数之和',
    content: '给定整数数组 `nums` 和目标值 `target`，返回和为目标值的两个数的下标（从小到大）。核心代码模式。',
    answer: null,
    explanation: '一次遍历，用哈希表记录见过的数及下标，遇到 `target - x` 已出现即得答案，$O(n)$。',
    tags: ['数组'],
    ojNo: 1002,
    codeMode: 2,
  },
];

export const PROGRAM_SCORING_DEFAULT = ProgramScoring.CASES;
