import * as fs from 'node:fs';
import * as path from 'node:path';
import { JUDGE_LIMITS } from '../../../../types/judge';
import { PackageError } from './package-error';
import { caseIssues, DataIssue } from '../tpl/values';
import { ParsedSignature } from '../tpl/tpl-types';
import { parseProblemConfig, ProblemConfig } from './problem-config';

export interface TestCase {
  id: number;
  input: string;
  output: string;
}

export interface ProblemPackage {
  dir: string;
  config: ProblemConfig;
  cases: TestCase[];
  /** checker.cpp or checker.py when the package has one */
  checkerSource?: string;
}

const MAX_ISSUES = 10;

/** TPL problems: every N.in line and N.out must parse as the declared types (file, line, reason). */
function checkTplData(sig: ParsedSignature, cases: TestCase[]): void {
  const issues: DataIssue[] = [];
  for (const c of cases) {
    issues.push(...caseIssues(sig, c.id, fs.readFileSync(c.input, 'utf8'), fs.readFileSync(c.output, 'utf8')));
    if (issues.length >= MAX_ISSUES) break;
  }
  if (!issues.length) return;
  const shown = issues.slice(0, MAX_ISSUES).map((i) => `${i.file} 第 ${i.line} 行：${i.reason}`);
  throw new PackageError(`测试数据与 config.yaml 的 tpl 声明不符：${shown.join('；')}${issues.length > MAX_ISSUES ? '；……' : ''}`);
}

const CASE_RE = /^([1-9]\d*)\.(in|out)$/;
const EXTRA_FILES = new Set(['config.yaml', 'config.yml', 'checker.cpp', 'checker.py', 'testlib.h']);

/**
 * Reads and validates a problem data package folder: N.in/N.out pairs numbered 1..N, an
 * optional config.yaml, checker.cpp (with testlib.h) or checker.py. Nothing else: no folders, no symlinks.
 */
export function loadProblemDir(dir: string): ProblemPackage {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    throw new PackageError(`数据包目录无法读取：${dir}（${(e as NodeJS.ErrnoException).code}）`);
  }
  const ins = new Set<number>();
  const outs = new Set<number>();
  let total = 0;
  for (const e of entries) {
    if (e.isSymbolicLink()) throw new PackageError(`数据包中不允许符号链接：${e.name}`);
    if (e.isDirectory()) throw new PackageError(`数据包中不允许子目录：${e.name}/`);
    if (!e.isFile()) throw new PackageError(`数据包中不允许特殊文件：${e.name}`);
    total += fs.statSync(path.join(dir, e.name)).size;
    const m = e.name.match(CASE_RE);
    if (m) (m[2] === 'in' ? ins : outs).add(Number(m[1]));
    else if (!EXTRA_FILES.has(e.name)) {
      throw new PackageError(`数据包中的文件名不合规：${e.name}（只允许 1.in/1.out …、config.yaml、checker.cpp 或 checker.py、testlib.h）`);
    }
  }
  if (total > JUDGE_LIMITS.unpackedBytes) throw new PackageError(`数据包解压后超过 ${JUDGE_LIMITS.unpackedBytes / 1024 / 1024} MB`);
  for (const n of ins) if (!outs.has(n)) throw new PackageError(`缺少 ${n}.out（与 ${n}.in 配对）`);
  for (const n of outs) if (!ins.has(n)) throw new PackageError(`缺少 ${n}.in（与 ${n}.out 配对）`);
  if (ins.size === 0) throw new PackageError('数据包中没有测试点（需要 1.in 和 1.out）');
  const count = Math.max(...ins);
  for (let n = 1; n <= count; n++) if (!ins.has(n)) throw new PackageError(`测试点编号不连续：缺少 ${n}.in 和 ${n}.out`);

  const has = (name: string) => entries.some((e) => e.name === name);
  if (has('config.yaml') && has('config.yml')) throw new PackageError('config.yaml 和 config.yml 只能有一个');
  const configName = has('config.yaml') ? 'config.yaml' : has('config.yml') ? 'config.yml' : undefined;
  const config = parseProblemConfig(configName ? fs.readFileSync(path.join(dir, configName), 'utf8') : undefined, count);
  if (has('checker.cpp') && has('checker.py')) throw new PackageError('checker.cpp 和 checker.py 只能有一个');
  const checkerName = has('checker.cpp') ? 'checker.cpp' : has('checker.py') ? 'checker.py' : undefined;
  const checkerSource = checkerName ? path.join(dir, checkerName) : undefined;
  if (config.checker.kind === 'custom' && !checkerSource) throw new PackageError('checker: custom 需要数据包中有 checker.cpp 或 checker.py');
  const cases = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    input: path.join(dir, `${i + 1}.in`),
    output: path.join(dir, `${i + 1}.out`),
  }));
  if (config.tpl) checkTplData(config.tpl, cases);
  return { dir, config, cases, checkerSource };
}
