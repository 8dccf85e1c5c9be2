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
      oa: { appId: 'wxoa123', secret: 'oa-secret', token: 'oaToken123', encryptMode: 'plain', aesKey: null },
      mp: { appId: 'wxmp123', secret: 'mp-secret', codeEnv: 'release' },
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
    [{ WECHAT_OA_ENCRYPT_MODE: 'aes' }, /WECHAT_OA_ENCRYPT_MODE must be plain, compatible or safe/],
    [{ WECHAT_OA_ENCRYPT_MODE: 'safe' }, /WECHAT_OA_ENCRYPT_MODE=safe needs WECHAT_OA_AES_KEY/],
    [{ WECHAT_OA_ENCRYPT_MODE: 'compatible' }, /WECHAT_OA_ENCRYPT_MODE=compatible needs WECHAT_OA_AES_KEY/],
    [{ WECHAT_OA_AES_KEY: 'tooShort' }, /WECHAT_OA_AES_KEY must be the 43-character EncodingAESKey/],
    [{ WECHAT_OA_AES_KEY: `${'a'.repeat(42)}-` }, /WECHAT_OA_AES_KEY/],
    [{ WECHAT_MP_CODE_ENV: 'beta' }, /WECHAT_MP_CODE_ENV must be release, trial or develop/],
  ])('refuses %j at boot', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the build promotion mini-program codes open (release by default)', () => {
    expect(loadConfig({}).wechat.mp.codeEnv).toBe('release');
    expect(loadConfig({ WECHAT_MP_CODE_ENV: 'trial' }).wechat.mp.codeEnv).toBe('trial');
  });

  it('reads the message encryption mode: safe by default once a key is set, plain otherwise', () => {
    const key = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    expect(loadConfig({}).wechat.oa).toMatchObject({ encryptMode: 'plain', aesKey: null });
    const safe = loadConfig({ WECHAT_OA_AES_KEY: key }).wechat.oa;
    expect(safe.encryptMode).toBe('safe');
    expect(safe.aesKey).toEqual(Buffer.from(`${key}=`, 'base64'));
    expect(safe.aesKey).toHaveLength(32);
    expect(loadConfig({ WECHAT_OA_AES_KEY: key, WECHAT_OA_ENCRYPT_MODE: 'compatible' }).wechat.oa.encryptMode).toBe('compatible');
    expect(loadConfig({ WECHAT_OA_AES_KEY: key, WECHAT_OA_ENCRYPT_MODE: 'plain' }).wechat.oa).toMatchObject({ encryptMode: 'plain', aesKey: null });
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
