import type { ClassicProblem } from './classic-problem';

const TPL_NOTE = '> 核心代码模式：只需实现给定的函数（或类），输入输出由系统处理。';

/** how one parameter line reads in the ACM version */
function describe(type: string): string {
  const t = type.trim();
  const known: Record<string, string> = {
    int: '一个整数',
    long: '一个整数（可能超出 32 位）',
    double: '一个实数',
    bool: '`true` 或 `false`',
    string: '一个带双引号的 JSON 字符串，如 `"abc"`',
    char: '一个带双引号的单字符 JSON 字符串，如 `"a"`',
    'int[]': '一个 JSON 整数数组，如 `[1,2,3]`',
    'long[]': '一个 JSON 整数数组',
    'double[]': '一个 JSON 实数数组',
    'string[]': '一个 JSON 字符串数组，如 `["ab","c"]`',
    'int[][]': '一个 JSON 二维整数数组，如 `[[1,2],[3,4]]`',
    'char[][]': '一个 JSON 二维字符数组，如 `[["a","b"],["c","d"]]`',
    ListNode: '链表各节点的值按顺序组成的 JSON 数组，空链表为 `[]`',
    TreeNode: '二叉树的层序序列（JSON 数组，空节点为 `null`），空树为 `[]`',
  };
  return known[t] ?? `\`${t}\` 的 JSON 表示`;
}

const SPACES = '数组元素之间的空格可有可无。';

function outputLine(p: ClassicProblem): string {
  const { returns, mutates, params } = p.meta.tpl;
  if (returns === 'void' && mutates) {
    const type = params?.find((x) => x.name === mutates)?.type ?? '';
    return `输出一行：操作完成后 \`${mutates}\` 的内容，${describe(type).replace(/，如.*$/, '')}。${SPACES}`;
  }
  const list = /\[|List|Node/.test(returns ?? '');
  return `输出一行：答案的 JSON 表示（与核心代码模式的返回值相同，${describe(returns ?? '').replace(/^一个/, '')}）。${list ? SPACES : ''}`;
}

const tagLine = (p: ClassicProblem) => (p.meta.tags.length ? `\n\n> 相关标签：${p.meta.tags.join('、')}` : '');

/** the core-code (TPL) statement */
export function tplContent(p: ClassicProblem): string {
  return `${p.statement}${tagLine(p)}\n\n${TPL_NOTE}`;
}

/** the ACM statement: the same story, plus the input/output format of the shared data */
export function acmContent(p: ClassicProblem): string {
  const params = p.meta.tpl.params ?? [];
  const design = [
    '## 输入格式',
    '',
    '输入共 2 行：第 1 行是操作名组成的 JSON 字符串数组（第一个是构造），第 2 行是每个操作的参数列表组成的 JSON 数组。',
    '',
    '## 输出格式',
    '',
    '输出一行 JSON 数组：每个操作的返回值，构造和无返回值的操作为 `null`。',
  ].join('\n');
  const format =
    p.acmFormat ??
    (p.meta.tpl.class ? design : [
      '## 输入格式',
      '',
      `输入共 ${params.length} 行，依次为：`,
      '',
      ...params.map((x, i) => `${i + 1}. \`${x.name}\`：${describe(x.type)}。`),
      '',
      '## 输出格式',
      '',
      outputLine(p),
    ].join('\n'));
  return `${p.statement}\n\n${format}${tagLine(p)}\n\n> ACM 模式：从标准输入读入，向标准输出写出。`;
}

const LANG_TITLE: Record<string, [string, string]> = {
  cpp: ['C++', 'cpp'],
  java: ['Java', 'java'],
  python: ['Python3', 'python'],
  javascript: ['JavaScript', 'javascript'],
  typescript: ['TypeScript', 'typescript'],
  go: ['Go', 'go'],
};

/** the official solution topic: the idea, then the reference solution of every language */
export function solutionContent(p: ClassicProblem): string {
  const blocks = Object.entries(LANG_TITLE).filter(([lang]) => p.std[lang]).map(([lang, [title, fence]]) => `### ${title}\n\n\`\`\`${fence}\n${p.std[lang].trimEnd()}\n\`\`\``);
  if (p.stdAcm) blocks.push(`### ACM 模式（C++）\n\n\`\`\`cpp\n${p.stdAcm.trimEnd()}\n\`\`\``);
  const idea = p.meta.idea || '下面是通过全部测试点的参考实现。';
  return `## 思路\n\n${idea}\n\n## 参考代码\n\n${blocks.join('\n\n')}`;
}
