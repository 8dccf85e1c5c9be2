import type { Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EmbeddedWechatMpApi, EmbeddedWechatOaApi } from './embedded-wechat.adapter';
import { RealWechatMpApi, RealWechatOaApi } from './real-wechat.adapter';
import { WECHAT_MP_API, WECHAT_OA_API } from './wechat-api';
import { WechatMpClient } from './wechat-mp.client';
import { WechatOaClient } from './wechat-oa.client';

/** WeChat adapters chosen by WECHAT_ADAPTER, plus the caching official-account client. */
export const wechatProviders: Provider[] = [
  {
    provide: WECHAT_OA_API,
    inject: [APP_CONFIG],
    useFactory: (c: AppConfig) => (c.wechat.adapter === 'real' ? new RealWechatOaApi(c.wechat) : new EmbeddedWechatOaApi()),
  },
  {
    provide: WECHAT_MP_API,
    inject: [APP_CONFIG],
    useFactory: (c: AppConfig) => (c.wechat.adapter === 'real' ? new RealWechatMpApi(c.wechat) : new EmbeddedWechatMpApi()),
  },
  WechatOaClient,
  WechatMpClient,
];
