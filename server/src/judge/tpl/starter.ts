import { JudgeLang, TPL_LANGS } from '../../../../types/judge';
import { cppParam, cppType } from './drivers/cpp';
import { goMethod, goType } from './drivers/go';
import { javaType } from './drivers/java';
import { jsDocType, tsType } from './drivers/javascript';
import { pythonType } from './drivers/python';
import { NODE_DOCS } from './node-docs';
import { NodeKind, ParsedClass, ParsedFunction, ParsedParam, ParsedSignature, TplType, usesKind } from './tpl-types';

export interface StarterOptions {
  /**
   * bodies return a zero value so the starter compiles and runs as is (tests, the classic bank's CI);
   * without it the bodies are empty, exactly as LeetCode-cn shows them
   */
  stub?: boolean;
}

/** One method/function to write: name, parameters (input-only ones left out), result. */
interface Member {
  name: string;
  params: ParsedParam[];
  returns: TplType;
}

const javaZero = (t: TplType) =>
  ({ int: '0', long: '0', double: '0', bool: 'false', char: "'a'" })[t.kind as string] ?? 'null';

function body(lang: JudgeLang, m: Member, indent: string, stub: boolean): string {
  if (!stub || m.returns.kind === 'void') return lang === 'python' ? `${indent}${stub ? 'pass' : ''}` : `${indent}\n`;
  switch (lang) {
    case 'cpp':
      return `${indent}return {};\n`;
    case 'java':
      return `${indent}return ${javaZero(m.returns)};\n`;
    case 'python':
      return `${indent}pass`;
    case 'go':
      return `${indent}return *new(${goType(m.returns)})\n`;
    default:
      return `${indent}return null;\n`;
  }
}

const passed = (ps: ParsedParam[]) => ps.filter((p) => !p.inputOnly);

function functionStarter(lang: JudgeLang, sig: ParsedFunction, stub: boolean): string {
  const m: Member = { name: sig.function, params: passed(sig.params), returns: sig.returns };
  const ps = m.params;
  switch (lang) {
    case 'cpp':
      return `class Solution {\npublic:\n    ${cppType(m.returns)} ${m.name}(${ps.map(cppParam).join(', ')}) {\n${body(lang, m, '        ', stub)}    }\n};`;
    case 'java':
      return `class Solution {\n    public ${javaType(m.returns)} ${m.name}(${ps.map((p) => `${javaType(p.type)} ${p.name}`).join(', ')}) {\n${body(lang, m, '        ', stub)}    }\n}`;
    case 'python':
      return `class Solution:\n    def ${m.name}(self${ps.map((p) => `, ${p.name}: ${pythonType(p.type)}`).join('')}) -> ${pythonType(m.returns)}:\n${body(lang, m, '        ', stub)}`;
    case 'javascript': {
      const doc = [...ps.map((p) => ` * @param {${jsDocType(p.type)}} ${p.name}`), ` * @return {${jsDocType(m.returns)}}`].join('\n');
      return `/**\n${doc}\n */\nvar ${m.name} = function(${ps.map((p) => p.name).join(', ')}) {\n${body(lang, m, '    ', stub)}};`;
    }
    case 'typescript':
      return `function ${m.name}(${ps.map((p) => `${p.name}: ${tsType(p.type)}`).join(', ')}): ${tsType(m.returns)} {\n${body(lang, m, '    ', stub)}};`;
    case 'go': {
      const ret = m.returns.kind === 'void' ? '' : ` ${goType(m.returns)}`;
      return `func ${m.name}(${ps.map((p) => `${p.name} ${goType(p.type)}`).join(', ')})${ret} {\n${body(lang, m, '    ', stub)}}`;
    }
    default:
      throw new Error(`${lang} has no TPL mode`);
  }
}

function classStarter(lang: JudgeLang, sig: ParsedClass, stub: boolean): string {
  const c = sig.className;
  const ctor: Member = { name: c, params: sig.ctor, returns: { kind: 'void' } };
  const names = (ps: ParsedParam[]) => ps.map((p) => p.name).join(', ');
  switch (lang) {
    case 'cpp': {
      const ms = sig.methods.map((m) => `    ${cppType(m.returns)} ${m.name}(${m.params.map(cppParam).join(', ')}) {\n${body(lang, m, '        ', stub)}    }`);
      const usage = sig.methods.map((m, k) => ` * ${m.returns.kind === 'void' ? '' : `${cppType(m.returns)} param_${k + 1} = `}obj->${m.name}(${names(m.params)});`);
      return `class ${c} {\npublic:\n    ${c}(${sig.ctor.map(cppParam).join(', ')}) {\n        \n    }\n    \n${ms.join('\n    \n')}\n};\n\n/**\n * Your ${c} object will be instantiated and called as such:\n * ${c}* obj = new ${c}(${names(sig.ctor)});\n${usage.join('\n')}\n */`;
    }
    case 'java': {
      const ms = sig.methods.map((m) => `    public ${javaType(m.returns)} ${m.name}(${m.params.map((p) => `${javaType(p.type)} ${p.name}`).join(', ')}) {\n${body(lang, m, '        ', stub)}    }`);
      const usage = sig.methods.map((m, k) => ` * ${m.returns.kind === 'void' ? '' : `${javaType(m.returns)} param_${k + 1} = `}obj.${m.name}(${names(m.params)});`);
      return `class ${c} {\n\n    public ${c}(${sig.ctor.map((p) => `${javaType(p.type)} ${p.name}`).join(', ')}) {\n\n    }\n    \n${ms.join('\n    \n')}\n}\n\n/**\n * Your ${c} object will be instantiated and called as such:\n * ${c} obj = new ${c}(${names(sig.ctor)});\n${usage.join('\n')}\n */`;
    }
    case 'python': {
      const args = (ps: ParsedParam[]) => ps.map((p) => `, ${p.name}: ${pythonType(p.type)}`).join('');
      const ms = sig.methods.map((m) => `    def ${m.name}(self${args(m.params)}) -> ${pythonType(m.returns)}:\n${body(lang, m, '        ', stub)}`);
      const usage = sig.methods.map((m, k) => `# ${m.returns.kind === 'void' ? '' : `param_${k + 1} = `}obj.${m.name}(${names(m.params)})`);
      return `class ${c}:\n\n    def __init__(self${args(sig.ctor)}):\n${body(lang, ctor, '        ', stub)}\n\n${ms.join('\n\n')}\n\n\n# Your ${c} object will be instantiated and called as such:\n# obj = ${c}(${names(sig.ctor)})\n${usage.join('\n')}`;
    }
    case 'javascript': {
      const doc = (ps: ParsedParam[], ret?: TplType) =>
        `/** \n${[...ps.map((p) => ` * @param {${jsDocType(p.type)}} ${p.name}`), ...(ret ? [` * @return {${jsDocType(ret)}}`] : [])].join('\n')}\n */`;
      const ms = sig.methods.map((m) => `${doc(m.params, m.returns)}\n${c}.prototype.${m.name} = function(${names(m.params)}) {\n${body(lang, m, '    ', stub)}};`);
      return `${doc(sig.ctor)}\nvar ${c} = function(${names(sig.ctor)}) {\n    \n};\n\n${ms.join('\n\n')}`;
    }
    case 'typescript': {
      const args = (ps: ParsedParam[]) => ps.map((p) => `${p.name}: ${tsType(p.type)}`).join(', ');
      const ms = sig.methods.map((m) => `    ${m.name}(${args(m.params)}): ${tsType(m.returns)} {\n${body(lang, m, '        ', stub)}    }`);
      return `class ${c} {\n    constructor(${args(sig.ctor)}) {\n        \n    }\n\n${ms.join('\n\n')}\n}`;
    }
    case 'go': {
      const args = (ps: ParsedParam[]) => ps.map((p) => `${p.name} ${goType(p.type)}`).join(', ');
      const ms = sig.methods.map((m) => {
        const ret = m.returns.kind === 'void' ? '' : ` ${goType(m.returns)}`;
        return `func (this *${c}) ${goMethod(m.name)}(${args(m.params)})${ret} {\n${body(lang, m, '    ', stub)}}`;
      });
      return `type ${c} struct {\n    \n}\n\n\nfunc Constructor(${args(sig.ctor)}) ${c} {\n${stub ? `    return ${c}{}\n` : '    \n'}}\n\n\n${ms.join('\n\n\n')}`;
    }
    default:
      throw new Error(`${lang} has no TPL mode`);
  }
}

/** The starter code users see for a TPL problem in one language (LeetCode-cn's, node definitions as comments). */
export function starterCode(lang: JudgeLang, sig: ParsedSignature, options: StarterOptions = {}): string {
  if (!TPL_LANGS.includes(lang)) throw new Error(`${lang} has no TPL mode`);
  const kinds: NodeKind[] = ['ListNode', 'TreeNode', 'Node'];
  const docs = kinds.filter((k) => usesKind(sig, k)).map((k) => NODE_DOCS[lang][k]).join('');
  const code = sig.kind === 'class' ? classStarter(lang, sig, !!options.stub) : functionStarter(lang, sig, !!options.stub);
  return `${docs}${code}`;
}

/** Starter code for every TPL language. */
export function starterCodes(sig: ParsedSignature, options: StarterOptions = {}): Partial<Record<JudgeLang, string>> {
  return Object.fromEntries(TPL_LANGS.map((l) => [l, starterCode(l, sig, options)]));
}
