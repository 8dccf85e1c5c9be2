import * as fs from 'node:fs';
import * as path from 'node:path';
import { JudgeConfig } from '../judge-config';
import { CgroupDriver, openCgroups, RunCgroup } from './cgroup';
import { buildNativeHelpers, NativeHelpers } from './native-build';
import { RunChain, setupFailed } from './run-chain';
import { BoxMount, RunOutcome, RunSpec } from './sandbox-types';

export * from './sandbox-types';

const BWRAP = '/usr/bin/bwrap';
/** slack over the memory limit for bwrap and ct-init themselves (about 1.5 MB measured) */
const SANDBOX_MEMORY_SLACK = 4 * 1024 * 1024;


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
    private readonly onDispose?: () => void,
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
    this.onDispose?.();
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
  /** cgroup removals of finished runs still under way */
  private readonly pending = new Set<Promise<void>>();
  /** per box, the chain set up ahead for its next run */
  private readonly warm = new Map<string, { key: string; chain: RunChain }>();
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
    const box: Box = new Box(name, dir, uid, () => void this.dropWarm(box));
    return box;
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
    a.push('--seccomp', '3', '--', '/.ct-init', '4', '5', ...spec.argv);
    return a;
  }

  /**
   * Runs one program in a fresh cgroup and a fresh sandbox inside `box`. Never throws for the
   * program's faults. With `spec.keepWarm` the next run's sandbox (same spec, its own stdin) is set
   * up while this program runs, so its run starts at once: a pre-forked box, isolated exactly the same.
   * `spec.warmNext` does the same for a different spec (the first case while the compiler runs).
   */
  async run(box: Box, spec: RunSpec): Promise<RunOutcome> {
    const key = warmKey(spec);
    let chain = this.takeWarm(box, key);
    if (!chain) {
      const started = this.startChain(box, spec);
      if (!(started instanceof RunChain)) return started;
      chain = started;
    } else {
      chain = chain.retarget(spec);
    }
    const next = spec.warmNext ?? (spec.keepWarm ? spec : undefined);
    const outcome = await chain.go(next ? () => this.prewarm(box, next, next === spec ? key : warmKey(next)) : undefined);
    const done = chain.teardown;
    this.pending.add(done);
    void done.then(() => this.pending.delete(done));
    // a run that sets up no successor cleans up before returning (checkers, last cases)
    if (!next) await this.settle();
    return outcome;
  }

  /** Waits until every finished run's cgroup is removed. */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private startChain(box: Box, spec: RunSpec): RunChain | RunOutcome {
    let cg: RunCgroup;
    try {
      cg = this.cgroups.create(`${box.name}-${this.seq++}`, {
        memoryBytes: spec.memoryLimitBytes + SANDBOX_MEMORY_SLACK,
        pids: spec.pids + 2,
      });
    } catch (e) {
      return setupFailed(`cgroup: ${(e as Error).message}`);
    }
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
    const chain = RunChain.start(this.helpers.launch, this.helpers.seccompBpf, launchArgs, cg, box, spec);
    if (!(chain instanceof RunChain)) void cg.destroy().catch(() => undefined);
    return chain;
  }

  /** Sets up the box's next run ahead of time (one waiting chain per box). */
  private prewarm(box: Box, spec: RunSpec, key: string): void {
    void this.dropWarm(box);
    const chain = this.startChain(box, spec);
    if (chain instanceof RunChain) this.warm.set(box.name, { key, chain });
  }

  private takeWarm(box: Box, key: string): RunChain | undefined {
    const w = this.warm.get(box.name);
    if (!w) return undefined;
    this.warm.delete(box.name);
    if (w.key === key && w.chain.usable) return w.chain;
    void w.chain.cancel();
    return undefined;
  }

  /** Cancels the box's waiting chain, if any (the box is done or its next run differs). */
  dropWarm(box: Box): Promise<void> {
    const w = this.warm.get(box.name);
    if (!w) return Promise.resolve();
    this.warm.delete(box.name);
    return w.chain.cancel();
  }
}

/** runs that differ only in their stdin can share a pre-forked chain */
function warmKey(spec: RunSpec): string {
  const { stdinFile: _stdin, keepWarm: _warm, warmNext: _next, ...rest } = spec;
  return JSON.stringify(rest);
}

export type { BoxMount };
