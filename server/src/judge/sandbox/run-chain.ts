import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import { RunCgroup } from './cgroup';
import { RunOutcome, RunSpec } from './sandbox-types';

/** how long a cancelled chain may take to exit on its own before its cgroup is killed */
const CANCEL_GRACE_MS = 1000;

/** the run's stdin, hard-linked (or copied) into the box where ct-init opens it: /box/.ct-stdin */
export const STDIN_NAME = '.ct-stdin';

function signalName(n: number): string {
  const entry = Object.entries(os.constants.signals).find(([, v]) => v === n);
  return entry ? entry[0] : `signal ${n}`;
}

export function setupFailed(error: string): RunOutcome {
  return { status: 'setup-failed', exitCode: -1, timeMs: 0, wallMs: 0, memoryBytes: 0, oomKilled: false, stdout: Buffer.alloc(0), stdoutBytes: 0, stderr: '', error };
}

/** What a chain needs from its box: where stdin goes on the host, and whose it is. */
export interface ChainBox {
  dir: string;
  uid: number;
  path(file: string): string;
}

/**
 * One sandboxed run, split in two: start() sets up the whole chain (cgroup, ct-launch, bwrap with
 * its namespaces and mounts, seccomp, ct-init) and leaves ct-init waiting; go() hands it the stdin
 * and lets the program start. A chain can thus be started ahead of its run (pre-forked) while the
 * previous program runs, keeping the setup off the run's path; every run still gets a fresh chain.
 */
export class RunChain {
  private readonly out: Buffer[] = [];
  private outBytes = 0;
  private readonly err: Buffer[] = [];
  private errBytes = 0;
  private report = '';
  private killedFor: RunOutcome['status'] | undefined;
  private spawnError: Error | undefined;
  private exited = false;
  private readonly closed: Promise<void>;
  private started = 0;
  private cpuBase = 0;
  private stdinLink: string | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly cg: RunCgroup,
    private readonly box: ChainBox,
    private spec: RunSpec,
  ) {
    child.stdout!.on('data', (b: Buffer) => {
      this.outBytes += b.length;
      if (this.outBytes > spec.outputLimitBytes) this.kill('output-limit');
      else this.out.push(b);
    });
    const errKeep = spec.stderrKeepBytes ?? 64 * 1024;
    child.stderr!.on('data', (b: Buffer) => {
      if (this.errBytes < errKeep) this.err.push(b.subarray(0, errKeep - this.errBytes));
      this.errBytes += b.length;
    });
    (child.stdio[4] as NodeJS.ReadableStream).on('data', (b: Buffer) => (this.report += b.toString()));
    // a cancelled chain's ct-init exits when the control pipe closes: nothing to report
    this.control.on('error', () => undefined);
    child.on('error', (e) => (this.spawnError = e));
    this.closed = new Promise((resolve) => child.on('close', () => resolve()));
    void this.closed.then(() => (this.exited = true));
  }

  /** Starts the chain up to ct-init waiting for go. Returns a setup failure instead of throwing. */
  static start(launch: string, seccompBpf: string, launchArgs: string[], cg: RunCgroup, box: ChainBox, spec: RunSpec): RunChain | RunOutcome {
    let seccompFd: number;
    try {
      seccompFd = fs.openSync(seccompBpf, 'r');
    } catch (e) {
      return setupFailed(`open: ${(e as Error).message}`);
    }
    try {
      const child = spawn(launch, launchArgs, { stdio: ['ignore', 'pipe', 'pipe', seccompFd, 'pipe', 'pipe'] });
      return new RunChain(child, cg, box, spec);
    } finally {
      fs.closeSync(seccompFd);
    }
  }

  /** ct-init's control pipe (fd 5 in the box) */
  private get control(): NodeJS.WritableStream {
    return (this.child.stdio as unknown as NodeJS.WritableStream[])[5];
  }

  /** A pre-forked chain takes the run it was set up for: the same spec but this run's stdin. */
  retarget(spec: RunSpec): this {
    this.spec = spec;
    return this;
  }

  /** false once the chain died (a setup failure) before its run */
  get usable(): boolean {
    return !this.exited && !this.spawnError && !this.killedFor;
  }

  private kill(why: RunOutcome['status']): void {
    if (this.killedFor) return;
    this.killedFor = why;
    void this.stop();
  }

  /**
   * Kills what runs in the box but bwrap, which then reaps the box's init and exits by itself.
   * Killing bwrap too would leave that init a zombie for the host's init, which may reap it late.
   * A bwrap that is still there a second later is killed as well.
   */
  private async stop(): Promise<void> {
    await this.cg.killAll(this.child.pid).catch(() => undefined);
    if (!(await this.exitsWithin(CANCEL_GRACE_MS))) await this.cg.killAll().catch(() => undefined);
  }

  /** whether the chain's process has exited within `ms` */
  private async exitsWithin(ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const gone = await Promise.race([this.closed.then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)))]);
    clearTimeout(timer);
    return gone;
  }

  /** Tears down a chain that will not run: ct-init sees the control pipe close and exits. */
  async cancel(): Promise<void> {
    // EOF on the control pipe: ct-init exits without running anything and bwrap reaps it. Killing
    // the cgroup at once would kill bwrap first and leave ct-init a zombie for the host's init.
    this.control.end();
    this.killedFor ??= 'setup-failed';
    if (!(await this.exitsWithin(CANCEL_GRACE_MS))) {
      await this.stop();
      await this.closed;
    }
    await this.cg.destroy().catch(() => undefined);
  }

  /** The box's stdin link for this run: a hard link to the case (a copy when that cannot be). */
  private placeStdin(file: string): string {
    const link = this.box.path(STDIN_NAME);
    fs.rmSync(link, { force: true });
    const st = fs.statSync(file);
    try {
      // the box uid reads it inside the box: only world-readable files are linked
      if ((st.mode & 0o004) === 0) throw new Error('not world-readable');
      fs.linkSync(file, link);
    } catch {
      fs.copyFileSync(file, link);
      fs.chownSync(link, this.box.uid, this.box.uid);
      fs.chmodSync(link, 0o400);
    }
    this.stdinLink = link;
    return `/box/${STDIN_NAME}`;
  }

  /** the cgroup's removal after the run (off the run's path; Sandbox.settle() awaits it) */
  teardown: Promise<void> = Promise.resolve();

  /** Starts the program; `onStarted` runs right after (to pre-fork the next chain). */
  async go(onStarted?: () => void): Promise<RunOutcome> {
    const spec = this.spec;
    let stdinPath = '';
    try {
      if (spec.stdinFile) stdinPath = this.placeStdin(spec.stdinFile);
    } catch (e) {
      await this.cancel();
      return setupFailed(`stdin: ${(e as Error).message}`);
    }
    try {
      this.cpuBase = this.cg.cpuUsageUs();
    } catch {
      this.cpuBase = 0;
    }
    this.started = Date.now();
    this.control.end(stdinPath ? `go ${stdinPath}\n` : 'go\n');
    const pollMs = Math.min(25, Math.max(5, Math.floor(spec.cpuLimitMs / 20)));
    let cpuUs = 0;
    const poll = setInterval(() => {
      try {
        cpuUs = this.cg.cpuUsageUs() - this.cpuBase;
      } catch {
        return;
      }
      if (cpuUs > spec.cpuLimitMs * 1000) this.kill('cpu-limit');
    }, pollMs);
    const wall = setTimeout(() => this.kill('wall-limit'), spec.wallLimitMs);
    onStarted?.();
    await this.closed;
    clearInterval(poll);
    clearTimeout(wall);
    try {
      return this.outcome(cpuUs);
    } finally {
      if (this.stdinLink) fs.rmSync(this.stdinLink, { force: true });
      this.teardown = this.cg.destroy().catch(() => undefined);
    }
  }

  private outcome(polledCpuUs: number): RunOutcome {
    const spec = this.spec;
    const wallMs = Date.now() - this.started;
    let memoryBytes = 0;
    let oomKilled = false;
    let cpuUs = polledCpuUs;
    try {
      memoryBytes = this.cg.memoryPeakBytes();
      oomKilled = this.cg.oomKilled();
      cpuUs = Math.max(cpuUs, this.cg.cpuUsageUs() - this.cpuBase);
    } catch {
      /* leave zeros */
    }
    const stderr = Buffer.concat(this.err).toString('utf8');
    const base = { wallMs, memoryBytes, oomKilled, stdout: Buffer.concat(this.out), stdoutBytes: this.outBytes, stderr };
    const line = this.report.split('\n').find((l) => l.startsWith('exit '));
    const execFail = this.report.match(/^execfail (\d+)/m);
    if (execFail) return { ...setupFailed(`exec ${spec.argv[0]}: errno ${execFail[1]}`), ...base, error: `exec ${spec.argv[0]}: errno ${execFail[1]}` };
    if (line) {
      const [, c, s, ut, st, , w] = line.split(' ').map(Number);
      const timeMs = Math.round((ut + st) / 1000);
      return {
        ...base,
        status: this.killedFor ?? 'exited',
        exitCode: c,
        signal: s ? signalName(s) : undefined,
        timeMs: this.killedFor === 'cpu-limit' ? Math.max(timeMs, Math.round(cpuUs / 1000)) : timeMs,
        wallMs: Math.round(w / 1000) || wallMs,
      };
    }
    // no report: we killed the run, the OOM killer took ct-init, or the chain never started
    if (this.killedFor || oomKilled) {
      return { ...base, status: this.killedFor ?? 'exited', exitCode: -1, signal: 'SIGKILL', timeMs: Math.round(cpuUs / 1000) };
    }
    const why = this.spawnError?.message || stderr.trim() || 'sandbox exited without a report';
    return { ...setupFailed(why), ...base, status: 'setup-failed', error: why };
  }
}
