import { ConfigError, loadConfig } from '../../server/src/config/app-config';

describe('community config', () => {
  it('polls robot jobs every 30 s in a running server and not in tests', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).community.robotJobIntervalMs).toBe(30000);
    expect(loadConfig({ NODE_ENV: 'test' }).community.robotJobIntervalMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'development', ROBOT_JOB_INTERVAL_MS: '0' }).community.robotJobIntervalMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'development', ROBOT_JOB_INTERVAL_MS: '5000' }).community.robotJobIntervalMs).toBe(5000);
  });

  it('rejects intervals that are not 0 or 1 s - 1 h', () => {
    for (const v of ['abc', '-1', '500', '3600001', '1.5e4']) {
      expect(() => loadConfig({ NODE_ENV: 'development', ROBOT_JOB_INTERVAL_MS: v })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'development', ROBOT_JOB_INTERVAL_MS: v })).toThrow(/ROBOT_JOB_INTERVAL_MS/);
    }
  });
});
