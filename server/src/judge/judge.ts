import * as fs from 'node:fs';
import { CaseResult, JUDGE_LANGS, JUDGE_LIMITS, JudgeLang, JudgeMode, JudgeResult, TPL_LANGS, Verdict } from '../../../types/judge';
import { runBuiltinChecker } from './checkers/builtin-checkers';
import { CustomChecker } from './checkers/custom-checker';
import { CompileResult, compileInBox } from './compile';
import { CompileCache } from './compile-cache';
import { judgeConfig, JudgeConfig } from './judge-config';
import { LangContext, Language, LANGUAGES } from './languages/languages';
import { pchFor } from './languages/compilers';
import { ensureGoCache, ensurePch } from './languages/toolchain';
import { openPackage } from './package/install';
import { PackageError } from './package/package-error';
import { ProblemPackage } from './package/problem-package';
import { Box, Sandbox } from './sandbox/sandbox';
import type { RunSpec } from './sandbox/sandbox-types';
import { tplSources } from './tpl/drivers';
import { elementKind, ParsedSignature } from './tpl/tpl-types';
import { resultType } from './tpl/values';
import { EffectiveLimits, failedResult, runVerdict, summarize } from './verdict';

export interface JudgeRequest {
  lang: JudgeLang;
  mode: JudgeMode;
  code: string;
  /** keep each case's stdout/stderr in the result (run-on-samples) */
  keepOutput?: boolean;
}

/** the first `max` characters, marked when cut */
function cap(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}\n…（已截断）` : text;
}

/** the last `max` characters (a trace's end is its most useful part) */
function tail(text: string, max: number): string {
  return text.length > max ? `…${text.slice(-max)}` : text;
}

/** whether a TPL result holds doubles (compared within 1e-5, as LeetCode does) */
function doubleResult(sig: ParsedSignature): boolean {
  if (sig.kind === 'class') return sig.methods.some((m) => elementKind(m.returns) === 'double');
  return elementKind(resultType(sig)) === 'double';
}

export interface JudgeListener {
  onCompiled?(output: string): void;
  /** after each case, in order; `total` is the number of cases */
  onCase?(result: CaseResult, total: number): void;
}

/** Compiles and runs submissions in the sandbox. One per worker process; judge() may run concurrently. */
export class JudgeEngine {
  private constructor(
    readonly sandbox: Sandbox,
    private readonly pch: string | undefined,
    private readonly goCacheDir: string | undefined,
    private readonly compileCache: CompileCache | undefined,
  ) {}

  static async open(config: JudgeConfig = judgeConfig()): Promise<JudgeEngine> {
    const sandbox = await Sandbox.open(config);
    const [pch, goCache] = await Promise.all([ensurePch(config.workDir), ensureGoCache(config.workDir)]);
    const cache = config.compileCacheEntries > 0 ? new CompileCache(`${config.workDir}/compiled`, config.compileCacheEntries) : undefined;
    return new JudgeEngine(sandbox, pch, goCache, cache);
  }

  /** Compiles `files` (already in the box), or copies in the artifacts of the same compile done before. */
  private async compile(box: Box, lang: Language, files: Record<string, string>, ctx: LangContext, firstRun?: RunSpec): Promise<CompileResult> {
    const names = Object.keys(files);
    const cache = this.compileCache;
    const key = cache?.key({ argv: lang.compile(names, ctx), env: lang.compileEnv, mounts: lang.compileMounts?.(ctx), files });
    if (cache && key) {
      try {
        const output = cache.restore(key, box);
        if (output !== undefined) return { ok: true, output };
      } catch {
        // an unreadable entry only costs the compile
      }
    }
    const compiled = await compileInBox(this.sandbox, box, lang, names, ctx, firstRun);
    if (compiled.ok && cache && key) {
      try {
        cache.store(key, box, names, compiled.output);
      } catch {
        // not kept: the next identical submission compiles again
      }
    }
    return compiled;
  }

  async judge(pkg: ProblemPackage, req: JudgeRequest, listener: JudgeListener = {}): Promise<JudgeResult> {
    if (!JUDGE_LANGS.includes(req.lang)) return failedResult(Verdict.CE, `不支持的语言：${String(req.lang)}`);
    if (Buffer.byteLength(req.code) > JUDGE_LIMITS.codeBytes) return failedResult(Verdict.CE, `代码超过 ${JUDGE_LIMITS.codeBytes / 1024} KB`);
    const lang = LANGUAGES[req.lang];
    const cfg = pkg.config;
    let files: Record<string, string>;
    if (req.mode === 'tpl') {
      if (!cfg.tpl) return failedResult(Verdict.CE, '该题目不支持核心代码模式（TPL）');
      if (!TPL_LANGS.includes(req.lang)) return failedResult(Verdict.CE, `${lang.name} 不支持核心代码模式（TPL）`);
      files = tplSources(req.lang, cfg.tpl, req.code);
    } else {
      files = { [lang.source]: req.code };
    }
    const limits: EffectiveLimits = {
      timeMs: Math.round(cfg.timeLimitMs * lang.timeFactor),
      memoryBytes: Math.round(cfg.memoryLimitBytes * lang.memoryFactor),
      outputBytes: cfg.outputLimitBytes,
    };
    const pchDir = req.lang === 'cpp' ? pchFor(this.pch, files[lang.source]) : undefined;
    const ctx: LangContext = { pchDir, goCacheDir: this.goCacheDir, memoryBytes: limits.memoryBytes };

    let checker: CustomChecker | undefined;
    if (cfg.checker.kind === 'custom') {
      const prepared = await CustomChecker.prepare(this.sandbox, pkg.checkerSource!, this.pch);
      if (!prepared.checker) return failedResult(Verdict.SE, prepared.error ?? 'checker unavailable');
      checker = prepared.checker;
    }
    // TPL problems compare return values as JSON; doubles within 1e-5 as LeetCode does
    const tplEps = cfg.tpl ? (doubleResult(cfg.tpl) ? 1e-5 : 0) : undefined;

    const box = this.sandbox.newBox();
    try {
      for (const [name, content] of Object.entries(files)) box.writeFile(name, content);
      const caseRun = (k: number): RunSpec => ({
        keepWarm: k < pkg.cases.length - 1,
        argv: lang.run(ctx),
        env: lang.runEnv,
        mounts: lang.runMounts?.(ctx),
        stdinFile: pkg.cases[k].input,
        cpuLimitMs: limits.timeMs,
        wallLimitMs: limits.timeMs * 2 + 1000,
        memoryLimitBytes: limits.memoryBytes + lang.memoryHeadroomBytes,
        pids: lang.pids,
        outputLimitBytes: limits.outputBytes,
        fileSizeBytes: 16 * 1024 * 1024,
        tmpfsBytes: 16 * 1024 * 1024,
        stderrKeepBytes: 8192,
      });
      const compiled = await this.compile(box, lang, files, ctx, pkg.cases.length ? caseRun(0) : undefined);
      if (!compiled.ok) {
        // the first case's pre-forked sandbox and the compiler's processes are gone before the verdict
        await this.sandbox.dropWarm(box);
        await this.sandbox.settle();
        return compiled.systemError ? failedResult(Verdict.SE, compiled.systemError) : failedResult(Verdict.CE, compiled.output);
      }
      listener.onCompiled?.(compiled.output);
      const results: CaseResult[] = [];
      for (const [k, tc] of pkg.cases.entries()) {
        const r = await this.sandbox.run(box, caseRun(k));
        const base = { id: tc.id, time_ms: Math.min(r.timeMs, limits.timeMs + 1), memory_kb: Math.round(r.memoryBytes / 1024) };
        if (r.status === 'cpu-limit') base.time_ms = limits.timeMs + 1;
        let result: CaseResult;
        const pre = runVerdict(r, lang, limits);
        if (pre) {
          result = { ...base, verdict: pre.verdict, ...(pre.message ? { message: pre.message } : {}) };
        } else if (checker) {
          const c = await checker.check(tc.input, r.stdout, tc.output);
          result = { ...base, verdict: c.verdict, ...(c.message ? { message: c.message } : {}) };
        } else {
          const c = runBuiltinChecker(cfg.checker, r.stdout.toString('utf8'), fs.readFileSync(tc.output, 'utf8'), tplEps);
          result = { ...base, verdict: c.verdict, ...(c.message ? { message: c.message } : {}) };
        }
        if (req.keepOutput) {
          result.stdout = cap(r.stdout.toString('utf8'), JUDGE_LIMITS.runOutputChars);
          result.stderr = cap(r.stderr, JUDGE_LIMITS.runOutputChars);
        } else if (result.verdict === Verdict.RE && r.stderr.trim() && !results.some((x) => x.stderr)) {
          // the first runtime error's trace only: results are stored with the submission
          result.stderr = tail(r.stderr.trim(), JUDGE_LIMITS.runtimeErrorChars);
        }
        results.push(result);
        listener.onCase?.(result, pkg.cases.length);
      }
      return summarize(results, cfg.subtasks, compiled.output);
    } catch (e) {
      return failedResult(Verdict.SE, (e as Error).message);
    } finally {
      box.dispose();
    }
  }
}

let shared: Promise<JudgeEngine> | undefined;

/** The worker's engine, opened on first use. A failure is remembered for this call only. */
export function sharedEngine(): Promise<JudgeEngine> {
  shared ??= JudgeEngine.open().catch((e) => {
    shared = undefined;
    throw e;
  });
  return shared;
}

/**
 * Judges one submission against a problem package (a folder or a .zip). Never throws: a package
 * or sandbox problem comes back as a system error result.
 */
export async function judgeSubmission(
  problem: string | ProblemPackage,
  lang: JudgeLang,
  mode: JudgeMode,
  code: string,
  onCase?: (result: CaseResult, total: number) => void,
  engine?: JudgeEngine,
  options: { keepOutput?: boolean } = {},
): Promise<JudgeResult> {
  let eng: JudgeEngine;
  try {
    eng = engine ?? (await sharedEngine());
  } catch (e) {
    return failedResult(Verdict.SE, `sandbox unavailable: ${(e as Error).message}`);
  }
  let opened: { pkg: ProblemPackage; dispose: () => void };
  try {
    opened = typeof problem === 'string' ? await openPackage(problem, `${eng.sandbox.config.workDir}/packages`) : { pkg: problem, dispose: () => undefined };
  } catch (e) {
    return failedResult(Verdict.SE, e instanceof PackageError ? `数据包错误：${e.message}` : (e as Error).message);
  }
  try {
    return await eng.judge(opened.pkg, { lang, mode, code, keepOutput: options.keepOutput }, { onCase });
  } finally {
    opened.dispose();
  }
}
