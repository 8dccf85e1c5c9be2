import { resolve } from 'node:path';
import { ConfigError } from './config-error';

/** Online judge product settings (DESIGN §6), read once at boot by loadConfig. */
export interface OjConfig {
  /** installed problem data packages, one folder per problem (hidden test data: never served) */
  dataDir: string;
  /** the judge worker entry the in-process queue forks (default: the compiled dist/.../judge-worker.js) */
  workerScript: string | null;
  /** node flags for forked workers (e.g. a TypeScript loader when running from source) */
  workerExecArgv: string[];
  /** with REDIS_URL: also start one BullMQ judge worker process beside the API (single-host setups, tests) */
  spawnBullWorker: boolean;
  /** with the seed: install the classic bank (server/seed/classic); off by default in tests (SEED_CLASSIC) */
  seedClassic: boolean;
}

type Env = Record<string, string | undefined>;

export function ojConfig(env: Env): OjConfig {
  const spawn = (env.JUDGE_SPAWN_WORKER ?? 'off').toLowerCase();
  if (!['on', 'off'].includes(spawn)) throw new ConfigError('JUDGE_SPAWN_WORKER must be on or off');
  const dataDir = env.JUDGE_DATA_DIR ?? 'data/problems';
  if (!dataDir.trim()) throw new ConfigError('JUDGE_DATA_DIR must not be empty');
  const classic = (env.SEED_CLASSIC ?? (env.NODE_ENV === 'test' ? 'off' : 'on')).toLowerCase();
  if (!['on', 'off'].includes(classic)) throw new ConfigError('SEED_CLASSIC must be on or off');
  return {
    dataDir: resolve(dataDir),
    workerScript: env.JUDGE_WORKER_SCRIPT ? resolve(env.JUDGE_WORKER_SCRIPT) : null,
    workerExecArgv: (env.JUDGE_WORKER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
    spawnBullWorker: spawn === 'on',
    seedClassic: classic === 'on',
  };
}
