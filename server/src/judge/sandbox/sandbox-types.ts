/** A host path bound into the box. */
export interface BoxMount {
  src: string;
  dst: string;
  rw?: boolean;
}

export interface RunSpec {
  /** argv inside the box; argv[0] must be an absolute path */
  argv: string[];
  env?: Record<string, string>;
  /** mount /box writable (compilers) or read-only (programs) */
  boxWritable?: boolean;
  mounts?: BoxMount[];
  /** host file fed to stdin; /dev/null when absent */
  stdinFile?: string;
  /** CPU time (user+sys) after which the run is killed */
  cpuLimitMs: number;
  /** wall clock backstop for programs that sleep */
  wallLimitMs: number;
  /** cgroup memory limit */
  memoryLimitBytes: number;
  pids: number;
  /** stdout bytes after which the run is killed (OLE) */
  outputLimitBytes: number;
  /** stderr kept (the rest is counted and dropped) */
  stderrKeepBytes?: number;
  /** RLIMIT_FSIZE: largest file the run may write */
  fileSizeBytes?: number;
  /** size of the tmpfs on /tmp (charged to the run's memory) */
  tmpfsBytes?: number;
  /** RLIMIT_STACK; defaults to the memory limit */
  stackBytes?: number;
  nofile?: number;
  /**
   * another run with the same spec (but its own stdin) follows in this box: set its sandbox up
   * while this one runs (a pre-forked box; the judge's case loop)
   */
  keepWarm?: boolean;
  /**
   * a different run follows in this box (the first case after the compile): set its sandbox up
   * while this one runs, as keepWarm does for the same spec
   */
  warmNext?: RunSpec;
}

export type RunStatus =
  /** the program ended by itself (exit code or signal in exitCode/signal) */
  | 'exited'
  /** killed at the CPU limit */
  | 'cpu-limit'
  /** killed at the wall limit */
  | 'wall-limit'
  /** killed at the output limit */
  | 'output-limit'
  /** the sandbox could not be set up: never the program's fault */
  | 'setup-failed';

export interface RunOutcome {
  status: RunStatus;
  exitCode: number;
  /** signal name when killed by one, e.g. SIGSEGV */
  signal?: string;
  /** program CPU time, user+sys */
  timeMs: number;
  wallMs: number;
  /** cgroup peak */
  memoryBytes: number;
  /** the kernel OOM killer fired in the run's cgroup */
  oomKilled: boolean;
  stdout: Buffer;
  stdoutBytes: number;
  stderr: string;
  /** setup failure details */
  error?: string;
}
