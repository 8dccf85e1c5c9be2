import * as os from 'node:os';
import * as path from 'node:path';

/** Everything the judge reads from the environment, read in one place. */
export interface JudgeConfig {
  /** boxes, compiled helpers, the C++ precompiled header, caches */
  workDir: string;
  /** parallel judge jobs per worker */
  concurrency: number;
  /** BullMQ is used when set; the in-process queue otherwise */
  redisUrl?: string;
  /** first uid/gid handed to boxes; boxes use [uidBase, uidBase + uidCount) */
  uidBase: number;
  uidCount: number;
  /** cgroup directory name under each controller (v1) or the unified root (v2) */
  cgroupName: string;
  /** BullMQ queue name */
  queueName: string;
  /** BullMQ: a worker silent this long is presumed dead and its job re-run */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** successful compiles kept for reuse (run then submit, rejudges); 0 turns the cache off */
  compileCacheEntries: number;
}

function intFrom(value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`judge config: ${value} is not an integer >= ${min}`);
  return n;
}

let cached: JudgeConfig | undefined;

export function judgeConfig(env: NodeJS.ProcessEnv = process.env): JudgeConfig {
  if (env === process.env && cached) return cached;
  const cores = os.availableParallelism ? os.availableParallelism() : os.cpus().length;
  const config: JudgeConfig = {
    workDir: path.resolve(env.JUDGE_WORK_DIR || '/tmp/codetrek-judge'),
    concurrency: intFrom(env.JUDGE_CONCURRENCY, Math.max(1, cores - 1), 1),
    redisUrl: env.REDIS_URL || undefined,
    uidBase: intFrom(env.JUDGE_UID_BASE, 61000, 1000),
    uidCount: intFrom(env.JUDGE_UID_COUNT, 1000, 1),
    cgroupName: env.JUDGE_CGROUP || 'codetrek-judge',
    queueName: env.JUDGE_QUEUE || 'codetrek-judge',
    lockDurationMs: intFrom(env.JUDGE_LOCK_MS, 30_000, 1000),
    stalledIntervalMs: intFrom(env.JUDGE_STALLED_CHECK_MS, 15_000, 500),
    compileCacheEntries: intFrom(env.JUDGE_COMPILE_CACHE, 256, 0),
  };
  if (env === process.env) cached = config;
  return config;
}
