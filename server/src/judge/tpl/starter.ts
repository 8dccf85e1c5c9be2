import { JudgeLang, TPL_LANGS } from '../../../../types/judge';
import { cppType } from './drivers/cpp';
import { goType } from './drivers/go';
import { javaType } from './drivers/java';
import { jsDocType } from './drivers/javascript';
import { pythonType } from './drivers/python';
import { elementKind, ParsedSignature, TplType } from './tpl-types';

const uses = (sig: ParsedSignature, kind: 'ListNode' | 'TreeNode') =>
  [sig.returns, ...sig.params.map((p) => p.type)].some((t) => elementKind(t) === kind);

/** The node definitions LeetCode-cn shows above the starter code, as comments. */
const NODE_DOCS: Record<string, Record<'ListNode' | 'TreeNode', string>> = {
  cpp: {
    ListNode: `/**\n * Definition for singly-linked list.\n * struct ListNode {\n *     int val;\n *     ListNode *next;\n *     ListNode() : val(0), next(nullptr) {}\n *     ListNode(int x) : val(x), next(nullptr) {}\n *     ListNode(int x, ListNode *next) : val(x), next(next) {}\n * };\n */\n`,
    TreeNode: `/**\n * Definition for a binary tree node.\n * struct TreeNode {\n *     int val;\n *     TreeNode *left;\n *     TreeNode *right;\n *     TreeNode() : val(0), left(nullptr), right(nullptr) {}\n *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}\n *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}\n * };\n */\n`,
  },
  java: {
    ListNode: `/**\n * Definition for singly-linked list.\n * public class ListNode {\n *     int val;\n *     ListNode next;\n *     ListNode() {}\n *     ListNode(int val) { this.val = val; }\n *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }\n * }\n */\n`,
    TreeNode: `/**\n * Definition for a binary tree node.\n * public class TreeNode {\n *     int val;\n *     TreeNode left;\n *     TreeNode right;\n *     TreeNode() {}\n *     TreeNode(int val) { this.val = val; }\n *     TreeNode(int val, TreeNode left, TreeNode right) {\n *         this.val = val;\n *         this.left = left;\n *         this.right = right;\n *     }\n * }\n */\n`,
  },
  python: {
    ListNode: `# Definition for singly-linked list.\n# class ListNode:\n#     def __init__(self, val=0, next=None):\n#         self.val = val\n#         self.next = next\n`,
    TreeNode: `# Definition for a binary tree node.\n# class TreeNode:\n#     def __init__(self, val=0, left=None, right=None):\n#         self.val = val\n#         self.left = left\n#         self.right = right\n`,
  },
  javascript: {
    ListNode: `/**\n * Definition for singly-linked list.\n * function ListNode(val, next) {\n *     this.val = (val===undefined ? 0 : val)\n *     this.next = (next===undefined ? null : next)\n * }\n */\n`,
    TreeNode: `/**\n * Definition for a binary tree node.\n * function TreeNode(val, left, right) {\n *     this.val = (val===undefined ? 0 : val)\n *     this.left = (left===undefined ? null : left)\n *     this.right = (right===undefined ? null : right)\n * }\n */\n`,
  },
  go: {
    ListNode: `/**\n * Definition for singly-linked list.\n * type ListNode struct {\n *     Val int\n *     Next *ListNode\n * }\n */\n`,
    TreeNode: `/**\n * Definition for a binary tree node.\n * type TreeNode struct {\n *     Val int\n *     Left *TreeNode\n *     Right *TreeNode\n * }\n */\n`,
  },
};

/** C++ passes containers by reference, as LeetCode-cn's templates do. */
function cppParam(t: TplType, name: string): string {
  return t.kind === 'array' ? `${cppType(t)}& ${name}` : `${cppType(t)} ${name}`;
}

/** The starter code users see for a TPL problem in one language. */
export function starterCode(lang: JudgeLang, sig: ParsedSignature): string {
  if (!TPL_LANGS.includes(lang)) throw new Error(`${lang} has no TPL mode`);
  const docs = (['ListNode', 'TreeNode'] as const).filter((k) => uses(sig, k)).map((k) => NODE_DOCS[lang][k]).join('');
  const fn = sig.function;
  switch (lang) {
    case 'cpp':
      return `${docs}class Solution {\npublic:\n    ${cppType(sig.returns)} ${fn}(${sig.params.map((p) => cppParam(p.type, p.name)).join(', ')}) {\n        \n    }\n};`;
    case 'java':
      return `${docs}class Solution {\n    public ${javaType(sig.returns)} ${fn}(${sig.params.map((p) => `${javaType(p.type)} ${p.name}`).join(', ')}) {\n        \n    }\n}`;
    case 'python':
      return `${docs}class Solution:\n    def ${fn}(self${sig.params.map((p) => `, ${p.name}: ${pythonType(p.type)}`).join('')}) -> ${pythonType(sig.returns)}:\n        `;
    case 'javascript': {
      const jsdoc = [...sig.params.map((p) => ` * @param {${jsDocType(p.type)}} ${p.name}`), ` * @return {${jsDocType(sig.returns)}}`].join('\n');
      return `${docs}/**\n${jsdoc}\n */\nvar ${fn} = function(${sig.params.map((p) => p.name).join(', ')}) {\n    \n};`;
    }
    case 'go':
      return `${docs}func ${fn}(${sig.params.map((p) => `${p.name} ${goType(p.type)}`).join(', ')}) ${goType(sig.returns)} {\n    \n}`;
    default:
      throw new Error(`${lang} has no TPL mode`);
  }
}

/** Starter code for every TPL language. */
export function starterCodes(sig: ParsedSignature): Partial<Record<JudgeLang, string>> {
  return Object.fromEntries(TPL_LANGS.map((l) => [l, starterCode(l, sig)]));
}
