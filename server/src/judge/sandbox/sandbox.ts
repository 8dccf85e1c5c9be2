import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { JudgeConfig } from '../judge-config';
import { CgroupDriver, openCgroups, RunCgroup } from './cgroup';
import { buildNativeHelpers, NativeHelpers } from './native-build';
import { BoxMount, RunOutcome, RunSpec } from './sandbox-types';

export * from './sandbox-types';

const BWRAP = '/usr/bin/bwrap';
/** slack over the memory limit for bwrap and ct-init themselves (about 1.5 MB measured) */
const SANDBOX_MEMORY_SLACK = 4 * 1024 * 1024;

function signalName(n: number): string {
  const entry = Object.entries(os.constants.signals).find(([, v]) => v === n);
  return entry ? entry[0] : `signal ${n}`;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `<worker pid>-<n>` names let a new worker tell its own boxes from those of dead workers. */
function isStaleName(name: string): boolean {
  const pid = Number(name.split('-')[0]);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !pidAlive(pid);
}

/** A writable directory owned by one unprivileged uid, mounted at /box. */
export class Box {
  constructor(
    readonly name: string,
    readonly dir: string,
    readonly uid: number,
  ) {}
  path(file: string): string {
    return path.join(this.dir, file);
  }
  writeFile(file: string, content: string | Buffer, mode = 0o644): void {
    const p = this.path(file);
    fs.writeFileSync(p, content, { mode });
    fs.chownSync(p, this.uid, this.uid);
  }
  dispose(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * The sandbox chain of DESIGN.md §6: per-run cgroup -> ct-launch (rlimits, uid drop) -> bwrap
 * (all namespaces, read-only system, tmpfs, seccomp) -> ct-init (PID 1: exact status + rusage).
 * open() fails when any link is missing, and then nothing is ever run.
 */
export class Sandbox {
  private seq = 0;
  private constructor(
    readonly config: JudgeConfig,
    readonly helpers: NativeHelpers,
    readonly cgroups: CgroupDriver,
    private readonly boxesDir: string,
  ) {}

  static async open(config: JudgeConfig): Promise<Sandbox> {
    if (process.getuid && process.getuid() !== 0) throw new Error('sandbox: the judge worker must run as root');
    if (!fs.existsSync(BWRAP)) throw new Error(`sandbox: ${BWRAP} is missing (install bubblewrap)`);
    fs.mkdirSync(config.workDir, { recursive: true });
    fs.chmodSync(config.workDir, 0o711);
    const helpers = await buildNativeHelpers(config.workDir);
    const cgroups = openCgroups(config.cgroupName);
    await cgroups.cleanStale(isStaleName);
    const boxesDir = path.join(config.workDir, 'boxes');
    fs.mkdirSync(boxesDir, { recursive: true });
    fs.chmodSync(boxesDir, 0o711);
    for (const name of fs.readdirSync(boxesDir)) {
      if (isStaleName(name)) fs.rmSync(path.join(boxesDir, name), { recursive: true, force: true });
    }
    return new Sandbox(config, helpers, cgroups, boxesDir);
  }

  newBox(): Box {
    const n = this.seq++;
    const name = `${process.pid}-${n}`;
    const uid = this.config.uidBase + ((process.pid * 131 + n) % this.config.uidCount);
    const dir = path.join(this.boxesDir, name);
    fs.mkdirSync(dir, { mode: 0o700 });
    fs.chownSync(dir, uid, uid);
    return new Box(name, dir, uid);
  }

  private bwrapArgs(box: Box, spec: RunSpec): string[] {
    const a = ['--unshare-all', '--unshare-user', '--disable-userns', '--die-with-parent', '--new-session', '--as-pid-1'];
    a.push('--hostname', 'box', '--ro-bind', '/usr', '/usr');
    for (const l of ['lib', 'lib64', 'bin', 'sbin']) a.push('--symlink', `usr/${l}`, `/${l}`);
    a.push('--ro-bind-try', '/etc/ld.so.cache', '/etc/ld.so.cache');
    // a few device binds instead of `--dev`, which costs ~4 ms per run (measured)
    a.push('--proc', '/proc');
    for (const d of ['null', 'zero', 'full', 'random', 'urandom']) a.push('--dev-bind', `/dev/${d}`, `/dev/${d}`);
    a.push('--symlink', '/proc/self/fd', '/dev/fd');
    ['stdin', 'stdout', 'stderr'].forEach((n, fd) => a.push('--symlink', `/proc/self/fd/${fd}`, `/dev/${n}`));
    a.push('--size', String(spec.tmpfsBytes ?? 64 * 1024 * 1024), '--tmpfs', '/tmp');
    a.push(spec.boxWritable ? '--bind' : '--ro-bind', box.dir, '/box');
    for (const m of spec.mounts ?? []) a.push(m.rw ? '--bind' : '--ro-bind', m.src, m.dst);
    a.push('--ro-bind', this.helpers.init, '/.ct-init');
    // bwrap's root is a tmpfs: read-only like the rest of the system (only /tmp and a compile's /box are writable)
    a.push('--remount-ro', '/');
    a.push('--chdir', '/box', '--clearenv');
    const env = { PATH: '/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8', TMPDIR: '/tmp', ...spec.env };
    for (const [k, v] of Object.entries(env)) a.push('--setenv', k, v);
    a.push('--seccomp', '3', '--', '/.ct-init', '4', ...spec.argv);
    return a;
  }

  /** Runs one program in a fresh cgroup inside `box`. Never throws for the program's faults. */
  async run(box: Box, spec: RunSpec): Promise<RunOutcome> {
    let cg: RunCgroup;
    try {
      cg = this.cgroups.create(`${box.name}-${this.seq++}`, {
        memoryBytes: spec.memoryLimitBytes + SANDBOX_MEMORY_SLACK,
        pids: spec.pids + 2,
      });
    } catch (e) {
      return setupFailed(`cgroup: ${(e as Error).message}`);
    }
    try {
      return await this.runIn(cg, box, spec);
    } finally {
      await cg.destroy().catch(() => undefined);
    }
  }

  private runIn(cg: RunCgroup, box: Box, spec: RunSpec): Promise<RunOutcome> {
    const launchArgs: string[] = [];
    for (const f of cg.procsFiles) launchArgs.push('--cg', f);
    const rl = {
      cpu: Math.ceil(spec.cpuLimitMs / 1000) + 1,
      fsize: spec.fileSizeBytes ?? 64 * 1024 * 1024,
      core: 0,
      nofile: spec.nofile ?? 256,
      stack: spec.stackBytes ?? spec.memoryLimitBytes,
      memlock: 0,
      msgqueue: 0,
    };
    for (const [k, v] of Object.entries(rl)) launchArgs.push('--rl', `${k}=${v}`);
    launchArgs.push('--uid', String(box.uid), '--gid', String(box.uid), '--', BWRAP, ...this.bwrapArgs(box, spec));

    let stdinFd: number | undefined;
    let seccompFd: number | undefined;
    try {
      stdinFd = spec.stdinFile ? fs.openSync(spec.stdinFile, 'r') : undefined;
      seccompFd = fs.openSync(this.helpers.seccompBpf, 'r');
    } catch (e) {
      if (stdinFd !== undefined) fs.closeSync(stdinFd);
      return Promise.resolve(setupFailed(`open: ${(e as Error).message}`));
    }
    const started = Date.now();
    return new Promise<RunOutcome>((resolve) => {
      const child = spawn(this.helpers.launch, launchArgs, {
        stdio: [stdinFd ?? 'ignore', 'pipe', 'pipe', seccompFd!, 'pipe'],
      });
      fs.closeSync(seccompFd!);
      if (stdinFd !== undefined) fs.closeSync(stdinFd);

      let killedFor: RunOutcome['status'] | undefined;
      const kill = (why: RunOutcome['status']) => {
        if (killedFor) return;
        killedFor = why;
        void cg.killAll().catch(() => undefined);
      };
      const out: Buffer[] = [];
      let outBytes = 0;
      child.stdout!.on('data', (b: Buffer) => {
        outBytes += b.length;
        if (outBytes > spec.outputLimitBytes) kill('output-limit');
        else out.push(b);
      });
      const errKeep = spec.stderrKeepBytes ?? 64 * 1024;
      const err: Buffer[] = [];
      let errBytes = 0;
      child.stderr!.on('data', (b: Buffer) => {
        if (errBytes < errKeep) err.push(b.subarray(0, errKeep - errBytes));
        errBytes += b.length;
      });
      let report = '';
      (child.stdio[4] as NodeJS.ReadableStream).on('data', (b: Buffer) => (report += b.toString()));

      const pollMs = Math.min(25, Math.max(5, Math.floor(spec.cpuLimitMs / 20)));
      let cpuUs = 0;
      const poll = setInterval(() => {
        try {
          cpuUs = cg.cpuUsageUs();
        } catch {
          return;
        }
        if (cpuUs > spec.cpuLimitMs * 1000) kill('cpu-limit');
      }, pollMs);
      const wall = setTimeout(() => kill('wall-limit'), spec.wallLimitMs);

      let spawnError: Error | undefined;
      child.on('error', (e) => (spawnError = e));
      child.on('close', (code, sig) => {
        clearInterval(poll);
        clearTimeout(wall);
        const wallMs = Date.now() - started;
        let memoryBytes = 0;
        let oomKilled = false;
        try {
          memoryBytes = cg.memoryPeakBytes();
          oomKilled = cg.oomKilled();
          cpuUs = Math.max(cpuUs, cg.cpuUsageUs());
        } catch {
          /* leave zeros */
        }
        const stderr = Buffer.concat(err).toString('utf8');
        const base = { wallMs, memoryBytes, oomKilled, stdout: Buffer.concat(out), stdoutBytes: outBytes, stderr };
        const line = report.split('\n').find((l) => l.startsWith('exit '));
        if (line) {
          const [, c, s, ut, st, , w] = line.split(' ').map(Number);
          const timeMs = Math.round((ut + st) / 1000);
          const execFail = report.match(/^execfail (\d+)/m);
          if (execFail) return resolve({ ...setupFailed(`exec ${spec.argv[0]}: errno ${execFail[1]}`), ...base, error: `exec ${spec.argv[0]}: errno ${execFail[1]}` });
          return resolve({
            ...base,
            status: killedFor ?? 'exited',
            exitCode: c,
            signal: s ? signalName(s) : undefined,
            timeMs: killedFor === 'cpu-limit' ? Math.max(timeMs, Math.round(cpuUs / 1000)) : timeMs,
            wallMs: Math.round(w / 1000) || wallMs,
          });
        }
        // no report: we killed the run, the OOM killer took ct-init, or the chain never started
        if (killedFor || oomKilled) {
          return resolve({
            ...base,
            status: killedFor ?? 'exited',
            exitCode: -1,
            signal: 'SIGKILL',
            timeMs: Math.round(cpuUs / 1000),
          });
        }
        const why = spawnError?.message || stderr.trim() || `sandbox exited with ${code ?? sig}`;
        resolve({ ...setupFailed(why), ...base, status: 'setup-failed', error: why });
      });
    });
  }
}

function setupFailed(error: string): RunOutcome {
  return {
    status: 'setup-failed',
    exitCode: -1,
    timeMs: 0,
    wallMs: 0,
    memoryBytes: 0,
    oomKilled: false,
    stdout: Buffer.alloc(0),
    stdoutBytes: 0,
    stderr: '',
    error,
  };
}

export type { BoxMount };
