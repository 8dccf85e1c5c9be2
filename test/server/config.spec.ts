import { ConfigError, loadConfig, parseDbUrl } from '../../server/src/config/app-config';

describe('config', () => {
  it('defaults to an embedded SQLite file, port 8080 and encryption on', () => {
    const c = loadConfig({});
    expect(c.db).toMatchObject({ type: 'sqlite' });
    expect(c.port).toBe(8080);
    expect(c.encrypt).toBe(true);
    expect(c.redisUrl).toBeNull();
    expect(c.deployKey).toHaveLength(32);
  });

  it('parses MariaDB and MySQL urls', () => {
    expect(parseDbUrl('mariadb://root@127.0.0.1:3306/codetrek')).toEqual({
      type: 'mariadb', host: '127.0.0.1', port: 3306, username: 'root', password: '', database: 'codetrek',
    });
    expect(parseDbUrl('mysql://u:p%40ss@db/x')).toMatchObject({ type: 'mysql', password: 'p@ss', port: 3306 });
  });

  it.each([
    [{ DB_URL: 'postgres://x/y' }, /DB_URL must start with/],
    [{ DB_URL: 'mariadb://root@host' }, /must name a database/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ API_ENCRYPT: 'maybe' }, /API_ENCRYPT/],
    [{ NODE_ENV: 'production' }, /API_SECRET is required/],
    [{ NODE_ENV: 'production', API_SECRET: 's', API_ENCRYPT: 'off' }, /local debugging only/],
    [{ API_DEPLOY_KEY: 'c2hvcnQ=' }, /32 bytes/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %j at boot', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('derives different response keys from different secrets', () => {
    expect(loadConfig({ API_SECRET: 'a' }).deployKey).not.toEqual(loadConfig({ API_SECRET: 'b' }).deployKey);
  });
});
