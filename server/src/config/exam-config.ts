import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

export interface ExamConfig {
  /** how often the sweep hands in attempts whose deadline passed (0 = off; tests call it directly) */
  sweepIntervalMs: number;
}

export function examConfig(env: Env, nodeEnv: string): ExamConfig {
  const sweep = Number(env.EXAM_SWEEP_INTERVAL_MS ?? (nodeEnv === 'test' ? 0 : 15_000));
  if (!Number.isInteger(sweep) || sweep < 0) throw new ConfigError('EXAM_SWEEP_INTERVAL_MS must be a whole number of ms (0 = off)');
  return { sweepIntervalMs: sweep };
}
