import { ConfigError, loadConfig } from '../../server/src/config/app-config';

const REAL = {
  WECHAT_OA_APPID: 'wxoa123',
  WECHAT_OA_SECRET: 'oa-secret',
  WECHAT_OA_TOKEN: 'oaToken123',
  WECHAT_MP_APPID: 'wxmp123',
  WECHAT_MP_SECRET: 'mp-secret',
};

describe('WeChat config', () => {
  it('defaults to the embedded adapter outside production, with a development token', () => {
    const c = loadConfig({}).wechat;
    expect(c).toMatchObject({ adapter: 'embedded', apiBase: 'https://api.weixin.qq.com', jssdkDomains: [] });
    expect(c.oa.token).toMatch(/^[A-Za-z0-9]{3,32}$/);
  });

  it('takes the real adapter with its ids, an API base and JS-SDK domains', () => {
    const c = loadConfig({ ...REAL, WECHAT_ADAPTER: 'real', WECHAT_API_BASE: 'http://127.0.0.1:9999/', WECHAT_JSSDK_DOMAINS: 'CodeTrek.cn, m.codetrek.cn ,localhost:10086' }).wechat;
    expect(c).toEqual({
      adapter: 'real',
      apiBase: 'http://127.0.0.1:9999',
      oa: { appId: 'wxoa123', secret: 'oa-secret', token: 'oaToken123' },
      mp: { appId: 'wxmp123', secret: 'mp-secret' },
      jssdkDomains: ['codetrek.cn', 'm.codetrek.cn', 'localhost:10086'],
    });
  });

  it.each([
    [{ WECHAT_ADAPTER: 'fake' }, /WECHAT_ADAPTER must be real or embedded/],
    [{ WECHAT_ADAPTER: 'real' }, /WECHAT_ADAPTER=real needs WECHAT_OA_APPID, WECHAT_OA_SECRET, WECHAT_OA_TOKEN, WECHAT_MP_APPID, WECHAT_MP_SECRET/],
    [{ WECHAT_ADAPTER: 'real', ...REAL, WECHAT_MP_SECRET: '' }, /needs WECHAT_MP_SECRET/],
    [{ WECHAT_API_BASE: 'not a url' }, /WECHAT_API_BASE is not a valid URL/],
    [{ WECHAT_API_BASE: 'ftp://x' }, /http\(s\)/],
    [{ WECHAT_JSSDK_DOMAINS: 'codetrek.cn,https://x.cn/' }, /WECHAT_JSSDK_DOMAINS/],
    [{ WECHAT_OA_TOKEN: 'has-dash' }, /WECHAT_OA_TOKEN/],
  ])('refuses %j at boot', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('in production: real by default and its ids are required; embedded is refused', () => {
    // only the WeChat part is under test: other providers' production requirements may fail first
    const wechatError = (env: Record<string, string>) => {
      try {
        return loadConfig({ NODE_ENV: 'production', API_SECRET: 's', ...env }).wechat;
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(wechatError({ WECHAT_ADAPTER: 'embedded' })).toBe('WECHAT_ADAPTER=embedded is for development only');
    expect(wechatError({})).toMatch(/WECHAT_ADAPTER=real needs WECHAT_OA_APPID/);
  });
});
