import { ConfigError } from './config-error';

/** Community settings, read once at boot by loadConfig. */
export interface CommunityConfig {
  /**
   * How often this instance looks for due discuz robot jobs (ROBOT_JOB_INTERVAL_MS); 0 = never.
   * Every instance may poll: a job row is claimed by one of them before it runs.
   */
  robotJobIntervalMs: number;
}

type Env = Record<string, string | undefined>;

export function communityConfig(env: Env, nodeEnv: 'development' | 'production' | 'test'): CommunityConfig {
  // tests drive the scheduler by hand; a running server polls every 30 s
  const raw = env.ROBOT_JOB_INTERVAL_MS ?? (nodeEnv === 'test' ? '0' : '30000');
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || (ms !== 0 && (ms < 1000 || ms > 3_600_000))) {
    throw new ConfigError(`ROBOT_JOB_INTERVAL_MS must be 0 (off) or 1000-3600000 (got ${raw})`);
  }
  return { robotJobIntervalMs: ms };
}
