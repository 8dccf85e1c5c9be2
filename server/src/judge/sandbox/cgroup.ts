import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Per-run control groups (DESIGN.md §6): memory limit and peak, pids.max, CPU accounting.
 * cgroup v1 (separate memory/pids/cpuacct hierarchies, as on the judge machines) and v2
 * (unified) sit behind one interface.
 */
export interface RunCgroup {
  readonly name: string;
  /** cgroup.procs files the launcher writes its own pid into before it execs bwrap */
  readonly procsFiles: string[];
  cpuUsageUs(): number;
  memoryPeakBytes(): number;
  /** the kernel OOM killer fired inside this group */
  oomKilled(): boolean;
  pids(): number[];
  /** SIGKILL everything in the group until it is empty (but `spare`, when given: see RunChain.stop) */
  killAll(spare?: number): Promise<void>;
  /** kill leftovers and remove the group */
  destroy(): Promise<void>;
}

export interface CgroupLimits {
  memoryBytes: number;
  pids: number;
}

export interface CgroupDriver {
  readonly version: 1 | 2;
  create(name: string, limits: CgroupLimits): RunCgroup;
  /** remove groups left by dead workers; returns how many were removed */
  cleanStale(isStale: (name: string) => boolean): Promise<number>;
}

const ROOT = '/sys/fs/cgroup';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readText(file: string): string {
  return fs.readFileSync(file, 'utf8');
}
function readInt(file: string): number {
  const n = Number(readText(file).trim());
  return Number.isFinite(n) ? n : 0;
}
function write(file: string, value: string | number): void {
  fs.writeFileSync(file, String(value));
}
function readProcs(dir: string): number[] {
  try {
    return readText(path.join(dir, 'cgroup.procs')).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
function keyed(file: string, key: string): number {
  try {
    const line = readText(file).split('\n').find((l) => l.startsWith(key + ' '));
    return line ? Number(line.split(' ')[1]) : 0;
  } catch {
    return 0;
  }
}

async function killDirs(dirs: string[], useKillFile?: string, spare?: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    let alive = 0;
    // cgroup.kill takes the whole group: not when one process is spared
    if (useKillFile && spare === undefined && fs.existsSync(useKillFile)) {
      try {
        write(useKillFile, 1);
      } catch {
        /* group already gone */
      }
    }
    for (const dir of dirs) {
      for (const pid of readProcs(dir)) {
        if (pid === spare) continue;
        alive++;
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already dead */
        }
      }
    }
    if (alive === 0) return;
    await sleep(i < 20 ? 1 : 5);
  }
  throw new Error(`cgroup: processes survive SIGKILL in ${dirs.join(', ')}`);
}

async function removeDirs(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    for (let i = 0; ; i++) {
      try {
        fs.rmdirSync(dir);
        break;
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') break;
        if (code !== 'EBUSY' || i > 200) throw e;
        await sleep(5);
      }
    }
  }
}

class V1Cgroup implements RunCgroup {
  readonly procsFiles: string[];
  constructor(
    readonly name: string,
    private readonly dirs: { memory: string; pids: string; cpuacct: string },
  ) {
    this.procsFiles = Object.values(dirs).map((d) => path.join(d, 'cgroup.procs'));
  }
  cpuUsageUs(): number {
    return Math.round(readInt(path.join(this.dirs.cpuacct, 'cpuacct.usage')) / 1000);
  }
  memoryPeakBytes(): number {
    return readInt(path.join(this.dirs.memory, 'memory.max_usage_in_bytes'));
  }
  oomKilled(): boolean {
    return keyed(path.join(this.dirs.memory, 'memory.oom_control'), 'oom_kill') > 0;
  }
  pids(): number[] {
    return readProcs(this.dirs.pids);
  }
  killAll(spare?: number): Promise<void> {
    return killDirs([this.dirs.pids, this.dirs.memory, this.dirs.cpuacct], undefined, spare);
  }
  async destroy(): Promise<void> {
    await this.killAll();
    await removeDirs(Object.values(this.dirs));
  }
}

class V1Driver implements CgroupDriver {
  readonly version = 1 as const;
  private readonly parents: { memory: string; pids: string; cpuacct: string };
  private readonly hasMemsw: boolean;
  constructor(group: string) {
    this.parents = {
      memory: path.join(ROOT, 'memory', group),
      pids: path.join(ROOT, 'pids', group),
      cpuacct: path.join(ROOT, 'cpuacct', group),
    };
    for (const dir of Object.values(this.parents)) fs.mkdirSync(dir, { recursive: true });
    this.hasMemsw = fs.existsSync(path.join(this.parents.memory, 'memory.memsw.limit_in_bytes'));
  }
  create(name: string, limits: CgroupLimits): RunCgroup {
    const dirs = {
      memory: path.join(this.parents.memory, name),
      pids: path.join(this.parents.pids, name),
      cpuacct: path.join(this.parents.cpuacct, name),
    };
    for (const dir of Object.values(dirs)) fs.mkdirSync(dir);
    write(path.join(dirs.memory, 'memory.limit_in_bytes'), limits.memoryBytes);
    // no swap: a program over its limit is killed, not slowed down
    if (this.hasMemsw) write(path.join(dirs.memory, 'memory.memsw.limit_in_bytes'), limits.memoryBytes);
    write(path.join(dirs.pids, 'pids.max'), limits.pids);
    return new V1Cgroup(name, dirs);
  }
  async cleanStale(isStale: (name: string) => boolean): Promise<number> {
    const names = new Set<string>();
    for (const parent of Object.values(this.parents)) {
      for (const e of fs.readdirSync(parent, { withFileTypes: true })) if (e.isDirectory() && isStale(e.name)) names.add(e.name);
    }
    for (const name of names) {
      const dirs = Object.values(this.parents).map((p) => path.join(p, name));
      await killDirs(dirs.filter((d) => fs.existsSync(d)));
      await removeDirs(dirs);
    }
    return names.size;
  }
}

class V2Cgroup implements RunCgroup {
  readonly procsFiles: string[];
  constructor(
    readonly name: string,
    private readonly dir: string,
  ) {
    this.procsFiles = [path.join(dir, 'cgroup.procs')];
  }
  cpuUsageUs(): number {
    return keyed(path.join(this.dir, 'cpu.stat'), 'usage_usec');
  }
  memoryPeakBytes(): number {
    const peak = path.join(this.dir, 'memory.peak');
    return fs.existsSync(peak) ? readInt(peak) : readInt(path.join(this.dir, 'memory.current'));
  }
  oomKilled(): boolean {
    return keyed(path.join(this.dir, 'memory.events'), 'oom_kill') > 0;
  }
  pids(): number[] {
    return readProcs(this.dir);
  }
  killAll(spare?: number): Promise<void> {
    return killDirs([this.dir], path.join(this.dir, 'cgroup.kill'), spare);
  }
  async destroy(): Promise<void> {
    await this.killAll();
    await removeDirs([this.dir]);
  }
}

class V2Driver implements CgroupDriver {
  readonly version = 2 as const;
  private readonly parent: string;
  constructor(group: string) {
    this.parent = path.join(ROOT, group);
    fs.mkdirSync(this.parent, { recursive: true });
    // controllers must be delegated down to our group's children
    write(path.join(ROOT, 'cgroup.subtree_control'), '+memory +pids +cpu');
    write(path.join(this.parent, 'cgroup.subtree_control'), '+memory +pids +cpu');
  }
  create(name: string, limits: CgroupLimits): RunCgroup {
    const dir = path.join(this.parent, name);
    fs.mkdirSync(dir);
    write(path.join(dir, 'memory.max'), limits.memoryBytes);
    if (fs.existsSync(path.join(dir, 'memory.swap.max'))) write(path.join(dir, 'memory.swap.max'), 0);
    write(path.join(dir, 'pids.max'), limits.pids);
    return new V2Cgroup(name, dir);
  }
  async cleanStale(isStale: (name: string) => boolean): Promise<number> {
    let n = 0;
    for (const e of fs.readdirSync(this.parent, { withFileTypes: true })) {
      if (!e.isDirectory() || !isStale(e.name)) continue;
      const dir = path.join(this.parent, e.name);
      await killDirs([dir], path.join(dir, 'cgroup.kill'));
      await removeDirs([dir]);
      n++;
    }
    return n;
  }
}

/** Picks v2 when the unified hierarchy owns /sys/fs/cgroup, v1 when memory/pids/cpuacct are mounted. */
export function openCgroups(group: string): CgroupDriver {
  if (fs.existsSync(path.join(ROOT, 'cgroup.controllers'))) return new V2Driver(group);
  const v1 = ['memory', 'pids', 'cpuacct'].every((c) => fs.existsSync(path.join(ROOT, c, 'cgroup.procs')));
  if (v1) return new V1Driver(group);
  throw new Error('cgroup: neither cgroup v2 nor the v1 memory, pids and cpuacct controllers are mounted');
}
