import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Verdict } from '../../../../types/judge';
import { compileInBox } from '../compile';
import { pchFor } from '../languages/compilers';
import { LANGUAGES } from '../languages/languages';
import { Box, Sandbox } from '../sandbox/sandbox';
import { CheckResult } from './builtin-checkers';

export type CustomCheckResult = CheckResult | { verdict: Verdict.SE; message: string };

const MB = 1024 * 1024;
const CHECKER_LIMITS = { cpuMs: 10_000, wallMs: 20_000, memoryBytes: 512 * MB, pids: 8, outputBytes: 1 * MB };

/**
 * A testlib-style checker (`checker input output answer`; exit 0 AC, 1 WA, 2 PE, 3 checker
 * failure) compiled from the package's checker.cpp, or the package's checker.py run by python3, in the sandbox. Compiled binaries are cached
 * by the hash of checker.cpp (+ testlib.h), so a problem's checker compiles once per worker machine.
 */
export class CustomChecker {
  private constructor(
    private readonly sandbox: Sandbox,
    private readonly binary: string,
    /** a Python checker runs from its source */
    private readonly python = false,
  ) {}

  static async prepare(
    sandbox: Sandbox,
    checkerSource: string,
    pchDir: string | undefined,
  ): Promise<{ checker?: CustomChecker; error?: string }> {
    if (checkerSource.endsWith('.py')) {
      // syntax errors are the problem setter's: reported as a system error before any case runs
      const box = sandbox.newBox();
      try {
        box.writeFile('checker.py', fs.readFileSync(checkerSource));
        const r = await compileInBox(sandbox, box, LANGUAGES.python, ['checker.py'], { memoryBytes: 0 });
        if (!r.ok) return { error: `checker.py 有语法错误：${r.systemError ?? ''}\n${r.output}` };
      } finally {
        box.dispose();
      }
      return { checker: new CustomChecker(sandbox, checkerSource, true) };
    }
    const dir = path.dirname(checkerSource);
    const testlib = path.join(dir, 'testlib.h');
    const source = fs.readFileSync(checkerSource);
    const hash = createHash('sha256').update(source);
    if (fs.existsSync(testlib)) hash.update(fs.readFileSync(testlib));
    const cacheDir = path.join(sandbox.config.workDir, 'checkers');
    const binary = path.join(cacheDir, hash.digest('hex').slice(0, 24));
    if (fs.existsSync(binary)) return { checker: new CustomChecker(sandbox, binary) };
    fs.mkdirSync(cacheDir, { recursive: true, mode: 0o755 });
    const box = sandbox.newBox();
    try {
      box.writeFile('main.cpp', source);
      if (fs.existsSync(testlib)) box.writeFile('testlib.h', fs.readFileSync(testlib));
      const r = await compileInBox(sandbox, box, LANGUAGES.cpp, ['main.cpp'], { pchDir: pchFor(pchDir, source.toString('utf8')), memoryBytes: 0 });
      if (!r.ok) return { error: `checker.cpp 编译失败：${r.systemError ?? ''}\n${r.output}` };
      const tmp = `${binary}.${process.pid}.tmp`;
      fs.copyFileSync(box.path('main'), tmp);
      fs.chmodSync(tmp, 0o755);
      fs.renameSync(tmp, binary);
      return { checker: new CustomChecker(sandbox, binary) };
    } finally {
      box.dispose();
    }
  }

  /** Runs the checker on one case in its own box; the files are copies, the box is read-only. */
  async check(inputFile: string, output: Buffer, answerFile: string): Promise<CustomCheckResult> {
    const box: Box = this.sandbox.newBox();
    try {
      if (this.python) box.writeFile('checker.py', fs.readFileSync(this.binary));
      else box.writeFile('checker', fs.readFileSync(this.binary), 0o755);
      box.writeFile('input', fs.readFileSync(inputFile));
      box.writeFile('output', output);
      box.writeFile('answer', fs.readFileSync(answerFile));
      const r = await this.sandbox.run(box, {
        argv: this.python ? ['/usr/bin/python3', '-B', '/box/checker.py', 'input', 'output', 'answer'] : ['/box/checker', 'input', 'output', 'answer'],
        env: this.python ? { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' } : undefined,
        cpuLimitMs: CHECKER_LIMITS.cpuMs,
        wallLimitMs: CHECKER_LIMITS.wallMs,
        memoryLimitBytes: CHECKER_LIMITS.memoryBytes,
        pids: CHECKER_LIMITS.pids,
        outputLimitBytes: CHECKER_LIMITS.outputBytes,
        stderrKeepBytes: 4096,
      });
      const message = (r.stderr || r.stdout.toString('utf8')).trim().slice(0, 200);
      if (r.status === 'setup-failed') return { verdict: Verdict.SE, message: `checker: ${r.error}` };
      if (r.status !== 'exited' || r.signal) return { verdict: Verdict.SE, message: `checker 异常终止（${r.signal ?? r.status}）` };
      switch (r.exitCode) {
        case 0:
          return { verdict: Verdict.AC, message: message || undefined };
        case 1:
          return { verdict: Verdict.WA, message: message || undefined };
        case 2:
          return { verdict: Verdict.PE, message: message || undefined };
        default:
          return { verdict: Verdict.SE, message: `checker 失败（退出码 ${r.exitCode}）${message ? '：' + message : ''}` };
      }
    } finally {
      box.dispose();
    }
  }
}
