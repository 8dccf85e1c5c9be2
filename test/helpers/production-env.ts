/**
 * The smallest valid production environment: real adapters need their credentials even when a
 * test never calls them (dev sign-in refusal, config checks).
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  API_SECRET: 'prod-secret-for-test',
  CAPTCHA_ADAPTER: 'tencent',
  TENCENT_SECRET_ID: 'id',
  TENCENT_SECRET_KEY: 'key',
  CAPTCHA_APP_ID: '1',
  CAPTCHA_APP_SECRET_KEY: 'k',
  WECHAT_OA_APPID: 'wxoa',
  WECHAT_OA_SECRET: 'oa-secret',
  WECHAT_OA_TOKEN: 'oatoken',
  WECHAT_MP_APPID: 'wxmp',
  WECHAT_MP_SECRET: 'mp-secret',
  // a test that seeds in production mode needs no classic bank (100 packages to build)
  SEED_CLASSIC: 'off',
};
