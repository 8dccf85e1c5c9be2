import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { JudgeLang, JudgeMode, JudgeResult } from '../../../types/judge';
import { JudgeEngine, judgeSubmission } from '../../../server/src/judge/judge';
import { loadProblemDir } from '../../../server/src/judge/package/problem-package';

export const FIXTURES = path.join(__dirname, '..', 'fixtures');
export const SOLUTIONS = path.join(__dirname, '..', 'solutions');

export const EXT: Record<JudgeLang, string> = { c: 'c', cpp: 'cpp', java: 'java', python: 'py', javascript: 'js', typescript: 'ts', go: 'go' };

let engine: Promise<JudgeEngine> | undefined;
/** One engine per test file (jest isolates modules per file). */
export function testEngine(): Promise<JudgeEngine> {
  engine ??= JudgeEngine.open();
  return engine;
}

export async function judge(problem: string, lang: JudgeLang, code: string, mode: JudgeMode = 'acm'): Promise<JudgeResult> {
  const eng = await testEngine();
  return judgeSubmission(loadProblemDir(problem), lang, mode, code, undefined, eng);
}

/** Runs tasks two at a time (the machines have two cores). */
export async function parallel<T>(tasks: (() => Promise<T>)[], width = 2): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, tasks.length) }, async () => {
      while (next < tasks.length) {
        const k = next++;
        out[k] = await tasks[k]();
      }
    }),
  );
  return out;
}

export interface ProblemSpec {
  cases: [input: string, output: string][];
  config?: string;
  files?: Record<string, string>;
}

const made: string[] = [];
/** A throwaway problem package folder (a factory, not a fixture). */
export function makeProblem(spec: ProblemSpec): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-problem-'));
  fs.chmodSync(dir, 0o755);
  spec.cases.forEach(([i, o], k) => {
    fs.writeFileSync(path.join(dir, `${k + 1}.in`), i);
    fs.writeFileSync(path.join(dir, `${k + 1}.out`), o);
  });
  if (spec.config) fs.writeFileSync(path.join(dir, 'config.yaml'), spec.config);
  for (const [name, content] of Object.entries(spec.files ?? {})) fs.writeFileSync(path.join(dir, name), content);
  made.push(dir);
  return dir;
}

export function cleanupProblems(): void {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

export function solution(problem: string, file: string): string {
  return fs.readFileSync(path.join(SOLUTIONS, problem, file), 'utf8');
}
