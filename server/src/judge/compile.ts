import { JUDGE_LIMITS } from '../../../types/judge';
import { COMPILE_LIMITS, LangContext, Language } from './languages/languages';
import { Box, Sandbox } from './sandbox/sandbox';
import type { RunSpec } from './sandbox/sandbox-types';

export type CompileResult =
  | { ok: true; output: string }
  | { ok: false; systemError?: undefined; output: string }
  | { ok: false; systemError: string; output: string };

export function truncateOutput(text: string, max: number = JUDGE_LIMITS.compileOutputChars): string {
  return text.length > max ? `${text.slice(0, max)}\n…（已截断，共 ${text.length} 字符）` : text;
}

/**
 * Compiles `files` (already written into the box) with the language's compiler, in the sandbox.
 * `firstRun`: the sandbox of the run that follows is set up while the compiler works.
 */
export async function compileInBox(sandbox: Sandbox, box: Box, lang: Language, files: string[], ctx: LangContext, firstRun?: RunSpec): Promise<CompileResult> {
  const r = await sandbox.run(box, {
    warmNext: firstRun,
    argv: lang.compile(files, ctx),
    env: lang.compileEnv,
    mounts: lang.compileMounts?.(ctx),
    boxWritable: true,
    cpuLimitMs: COMPILE_LIMITS.cpuMs,
    wallLimitMs: COMPILE_LIMITS.wallMs,
    memoryLimitBytes: COMPILE_LIMITS.memoryBytes,
    pids: COMPILE_LIMITS.pids,
    outputLimitBytes: COMPILE_LIMITS.outputBytes,
    stderrKeepBytes: 64 * 1024,
    fileSizeBytes: COMPILE_LIMITS.fileSizeBytes,
    tmpfsBytes: COMPILE_LIMITS.tmpfsBytes,
    stackBytes: 64 * 1024 * 1024,
    nofile: 512,
  });
  const output = truncateOutput((r.stdout.toString('utf8') + r.stderr).trim());
  if (r.status === 'setup-failed') return { ok: false, systemError: r.error ?? 'sandbox setup failed', output };
  if (r.status === 'cpu-limit' || r.status === 'wall-limit') return { ok: false, output: truncateOutput(`编译超时（超过 ${COMPILE_LIMITS.cpuMs / 1000} 秒）\n${output}`) };
  if (r.oomKilled) return { ok: false, output: truncateOutput(`编译内存超限（超过 ${COMPILE_LIMITS.memoryBytes / 1024 / 1024} MB）\n${output}`) };
  if (r.status === 'output-limit') return { ok: false, output: truncateOutput(`编译输出过多\n${output}`) };
  if (r.exitCode !== 0 || r.signal) {
    const how = r.signal ? `编译器被信号 ${r.signal} 终止` : '';
    return { ok: false, output: truncateOutput([how, output].filter(Boolean).join('\n') || `编译失败（退出码 ${r.exitCode}）`) };
  }
  return { ok: true, output };
}
