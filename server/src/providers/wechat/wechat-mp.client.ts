import { Inject, Injectable, Logger } from '@nestjs/common';
import { ApiCode } from '../../../../types/api';
import { WECHAT_MESSAGES } from '../../../../types/auth';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { WECHAT_MP_API, WechatApiError, WechatMpApi, WxaCodeRequest } from './wechat-api';
import { WechatTokenCache } from './wechat-token-cache';

/** WeChat's errcodes of getwxacodeunlimit that the promoter can understand, as Chinese errors. */
const WXACODE_ERRORS: Record<number, [ApiCode, string]> = {
  41030: [ApiCode.UNAVAILABLE, WECHAT_MESSAGES.wxacodePageMissing], // invalid page (not published)
  45009: [ApiCode.RATE_LIMITED, WECHAT_MESSAGES.wxacodeQuota], // daily quota reached
  40169: [ApiCode.INVALID, WECHAT_MESSAGES.wxacodeSceneInvalid], // invalid length for scene
  40129: [ApiCode.INVALID, WECHAT_MESSAGES.wxacodeSceneInvalid], // invalid scene
};

/**
 * The mini-program's server-side calls: its own access token (the stable token API, cached in the
 * KV store per app id, replaced once when refused) and unlimited mini-program codes.
 */
@Injectable()
export class WechatMpClient {
  private readonly logger = new Logger('WechatMp');
  private readonly tokens: WechatTokenCache;

  constructor(
    @Inject(WECHAT_MP_API) private readonly api: WechatMpApi,
    @Inject(KV_STORE) kv: KvStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tokens = new WechatTokenCache(kv, this.logger, `wechat:mp:${config.wechat.mp.appId}`, () => this.api.stableToken());
  }

  /** The build codes open, and whether WeChat should check that the page is published (only release can be). */
  get codeEnv(): Pick<WxaCodeRequest, 'envVersion' | 'checkPath'> {
    const envVersion = this.config.wechat.mp.codeEnv;
    return { envVersion, checkPath: envVersion === 'release' };
  }

  /** The PNG of an unlimited mini-program code; WeChat's errcodes become Chinese 4xx/5030 errors. */
  async wxaCode(req: WxaCodeRequest): Promise<Buffer> {
    try {
      return await this.tokens.withToken((token) => this.api.wxaCodeUnlimited(token, req));
    } catch (err) {
      const known = err instanceof WechatApiError ? WXACODE_ERRORS[err.errcode] : undefined;
      if (known) {
        this.logger.warn({ msg: 'wechat getwxacodeunlimit refused', errcode: (err as WechatApiError).errcode, page: req.page });
        throw new AppException(known[0], known[1]);
      }
      throw this.tokens.unavailable(err, 'getwxacodeunlimit', WECHAT_MESSAGES.wxacodeFailed);
    }
  }
}
