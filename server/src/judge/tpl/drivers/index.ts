import { JudgeLang } from '../../../../../types/judge';
import { ParsedSignature } from '../tpl-types';
import { cppSources } from './cpp';
import { goSources } from './go';
import { javaSources } from './java';
import { javascriptSources } from './javascript';
import { pythonSources } from './python';

/**
 * The files to compile for a TPL submission: the user's LeetCode-cn style code wrapped with a
 * generated driver that parses one JSON literal per parameter line, calls the function and prints
 * the result as JSON. Keys are file names in the box, in compile order.
 */
export function tplSources(lang: JudgeLang, sig: ParsedSignature, code: string): Record<string, string> {
  switch (lang) {
    case 'cpp':
      return cppSources(sig, code);
    case 'java':
      return javaSources(sig, code);
    case 'python':
      return pythonSources(sig, code);
    case 'javascript':
      return javascriptSources(sig, code);
    case 'typescript':
      return javascriptSources(sig, code, 'main.ts');
    case 'go':
      return goSources(sig, code);
    case 'c':
      throw new Error('C has no TPL mode');
  }
}
