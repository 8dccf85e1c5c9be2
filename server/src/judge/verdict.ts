import { CaseResult, JudgeResult, Verdict } from '../../../types/judge';
import { Language } from './languages/languages';
import { Subtask } from './package/problem-config';
import { RunOutcome } from './sandbox/sandbox-types';

/** The limits one run is judged against, after the language's factors. */
export interface EffectiveLimits {
  timeMs: number;
  memoryBytes: number;
  outputBytes: number;
}

/**
 * The verdict of a run before its output is compared, in the order of DESIGN.md §6:
 * system error, TLE, MLE, OLE, RE. Undefined means "ran cleanly: compare the output".
 */
export function runVerdict(r: RunOutcome, lang: Language, limits: EffectiveLimits): { verdict: Verdict; message?: string } | undefined {
  if (r.status === 'setup-failed') return { verdict: Verdict.SE, message: r.error };
  if (r.status === 'cpu-limit' || r.timeMs > limits.timeMs || r.signal === 'SIGXCPU') return { verdict: Verdict.TLE };
  if (r.status === 'wall-limit') return { verdict: Verdict.TLE, message: '运行时间（墙钟）超限' };
  const ceiling = limits.memoryBytes + lang.memoryHeadroomBytes;
  if (r.oomKilled || r.memoryBytes >= ceiling || (lang.outOfMemoryPattern && lang.outOfMemoryPattern.test(r.stderr) && r.exitCode !== 0)) {
    return { verdict: Verdict.MLE };
  }
  if (r.status === 'output-limit') return { verdict: Verdict.OLE };
  if (r.signal) return { verdict: Verdict.RE, message: r.signal };
  if (r.exitCode !== 0) return { verdict: Verdict.RE, message: `exit code ${r.exitCode}` };
  return undefined;
}

/** A subtask scores only when all of its cases are accepted. */
export function scoreOf(cases: CaseResult[], subtasks: Subtask[]): number {
  const ok = new Set(cases.filter((c) => c.verdict === Verdict.AC).map((c) => c.id));
  return subtasks.reduce((sum, s) => sum + (s.cases.every((id) => ok.has(id)) ? s.score : 0), 0);
}

/** The first case that is not accepted decides the verdict; time and memory are the maxima. */
export function summarize(cases: CaseResult[], subtasks: Subtask[], compileOutput: string): JudgeResult {
  const firstBad = cases.find((c) => c.verdict !== Verdict.AC);
  const se = cases.find((c) => c.verdict === Verdict.SE);
  return {
    verdict: se ? Verdict.SE : firstBad ? firstBad.verdict : Verdict.AC,
    time_ms: cases.reduce((m, c) => Math.max(m, c.time_ms), 0),
    memory_kb: cases.reduce((m, c) => Math.max(m, c.memory_kb), 0),
    score: scoreOf(cases, subtasks),
    cases,
    compile_output: compileOutput,
    ...(se ? { error: se.message } : {}),
  };
}

export function failedResult(verdict: Verdict.CE | Verdict.SE, text: string): JudgeResult {
  return {
    verdict,
    time_ms: 0,
    memory_kb: 0,
    score: 0,
    cases: [],
    compile_output: verdict === Verdict.CE ? text : '',
    ...(verdict === Verdict.SE ? { error: text } : {}),
  };
}
