import * as yaml from 'js-yaml';
import { JUDGE_LIMITS, TplSignature } from '../../../../types/judge';
import { parseSignature } from '../tpl/signature';
import { ParsedSignature } from '../tpl/tpl-types';
import { PackageError } from './package-error';

export type CheckerSpec =
  | { kind: 'default' }
  | { kind: 'exact' }
  | { kind: 'float'; eps: number }
  | { kind: 'tokens-ci' }
  /** answers in any order, `depth` array levels (TPL) or lines/tokens (ACM) deep */
  | { kind: 'unordered'; depth: number }
  | { kind: 'custom' };

export interface Subtask {
  score: number;
  /** 1-based case ids */
  cases: number[];
}

export interface ProblemConfig {
  timeLimitMs: number;
  memoryLimitBytes: number;
  outputLimitBytes: number;
  checker: CheckerSpec;
  subtasks: Subtask[];
  /** present when the problem supports TPL mode */
  tpl?: ParsedSignature;
  tplRaw?: TplSignature;
}

const KNOWN_KEYS = ['time_limit', 'memory_limit', 'output_limit', 'checker', 'subtasks', 'tpl'];

function intIn(value: unknown, key: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new PackageError(`config.yaml: ${key} 必须是 ${min} 到 ${max} 之间的整数，实际为 ${JSON.stringify(value)}`);
  }
  return value;
}

export function parseChecker(value: unknown): CheckerSpec {
  if (value === undefined || value === null || value === 'default') return { kind: 'default' };
  if (value === 'exact') return { kind: 'exact' };
  if (value === 'tokens-ci') return { kind: 'tokens-ci' };
  if (value === 'custom') return { kind: 'custom' };
  const u = typeof value === 'string' ? value.match(/^unordered(?::([1-3]))?$/) : null;
  if (u) return { kind: 'unordered', depth: Number(u[1] ?? 1) };
  if (typeof value === 'string' && value.startsWith('float')) {
    const m = value.match(/^float(?::(.+))?$/);
    const eps = m ? Number(m[1] ?? '1e-6') : NaN;
    if (Number.isFinite(eps) && eps > 0 && eps < 1) return { kind: 'float', eps };
  }
  throw new PackageError(`config.yaml: checker 不支持 ${JSON.stringify(value)}（可用 default | exact | float:1e-6 | tokens-ci | unordered | unordered:2 | unordered:3 | custom）`);
}

/** Equal share of 100 per case; the remainder goes to the last cases so the total is exactly 100. */
export function defaultSubtasks(caseCount: number): Subtask[] {
  const base = Math.floor(100 / caseCount);
  const extra = 100 - base * caseCount;
  return Array.from({ length: caseCount }, (_, i) => ({ score: base + (i >= caseCount - extra ? 1 : 0), cases: [i + 1] }));
}

function parseSubtasks(value: unknown, caseCount: number): Subtask[] {
  if (value === undefined || value === null) return defaultSubtasks(caseCount);
  if (!Array.isArray(value) || value.length === 0) throw new PackageError('config.yaml: subtasks 必须是非空数组');
  const covered = new Set<number>();
  const subtasks = value.map((s: unknown, i) => {
    const st = s as { score?: unknown; cases?: unknown };
    const label = `subtasks[${i}]`;
    if (!st || typeof st !== 'object') throw new PackageError(`config.yaml: ${label} 必须是 { score, cases }`);
    const score = intIn(st.score, `${label}.score`, 0, 100, -1);
    if (score < 0) throw new PackageError(`config.yaml: ${label}.score 缺失`);
    if (!Array.isArray(st.cases) || st.cases.length === 0) throw new PackageError(`config.yaml: ${label}.cases 必须是非空数组`);
    const cases = st.cases.map((c: unknown) => {
      if (typeof c !== 'number' || !Number.isInteger(c) || c < 1 || c > caseCount) {
        throw new PackageError(`config.yaml: ${label} 引用了测试点 ${JSON.stringify(c)}，但只有 1 到 ${caseCount}`);
      }
      covered.add(c);
      return c;
    });
    return { score, cases };
  });
  const total = subtasks.reduce((n, s) => n + s.score, 0);
  if (total !== 100) throw new PackageError(`config.yaml: subtasks 分数之和为 ${total}，应为 100`);
  const missing = Array.from({ length: caseCount }, (_, i) => i + 1).filter((c) => !covered.has(c));
  if (missing.length) throw new PackageError(`config.yaml: 测试点 ${missing.join(', ')} 不属于任何子任务`);
  return subtasks;
}

export function parseProblemConfig(text: string | undefined, caseCount: number): ProblemConfig {
  let raw: Record<string, unknown> = {};
  if (text !== undefined && text.trim() !== '') {
    let doc: unknown;
    try {
      doc = yaml.load(text);
    } catch (e) {
      throw new PackageError(`config.yaml 不是合法的 YAML：${(e as Error).message.split('\n')[0]}`);
    }
    if (doc !== null && doc !== undefined && (typeof doc !== 'object' || Array.isArray(doc))) {
      throw new PackageError('config.yaml 顶层必须是键值对');
    }
    raw = (doc ?? {}) as Record<string, unknown>;
  }
  const unknown = Object.keys(raw).filter((k) => !KNOWN_KEYS.includes(k));
  if (unknown.length) throw new PackageError(`config.yaml: 未知的配置项 ${unknown.join(', ')}`);
  let tpl: ParsedSignature | undefined;
  if (raw.tpl !== undefined) {
    try {
      tpl = parseSignature(raw.tpl as TplSignature);
    } catch (e) {
      throw new PackageError(`config.yaml: ${(e as Error).message}`);
    }
  }
  return {
    timeLimitMs: intIn(raw.time_limit, 'time_limit', 1, JUDGE_LIMITS.maxTimeLimitMs, JUDGE_LIMITS.defaultTimeLimitMs),
    memoryLimitBytes: intIn(raw.memory_limit, 'memory_limit', 16 * 1024 * 1024, JUDGE_LIMITS.maxMemoryLimitBytes, JUDGE_LIMITS.defaultMemoryLimitBytes),
    outputLimitBytes: intIn(raw.output_limit, 'output_limit', 1024, 1024 * 1024 * 1024, JUDGE_LIMITS.defaultOutputLimitBytes),
    checker: parseChecker(raw.checker),
    subtasks: parseSubtasks(raw.subtasks, caseCount),
    tpl,
    tplRaw: raw.tpl as TplSignature | undefined,
  };
}
