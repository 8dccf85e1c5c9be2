import { Inject, Injectable, Logger } from '@nestjs/common';
import { ApiCode } from '../../../../types/api';
import { WECHAT_MESSAGES } from '../../../../types/auth';
import type { SessionInfo } from '../../../../types/user';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { MpSession, WECHAT_MP_API, WechatApiError, WechatMpApi, WechatNetworkError } from '../../providers/wechat/wechat-api';
import { TokenService } from '../auth/token.service';
import { rateLimit, WX_LIMITS } from './rate-limit';
import { WechatUserService } from './wechat-user.service';

/**
 * Mini-program sign-in: wx.login code → code2session → user by openid / unionid → session.
 * The session_key is dropped: nothing here decrypts mini-program data.
 */
@Injectable()
export class MpLoginService {
  private readonly logger = new Logger('MpLogin');

  constructor(
    @Inject(WECHAT_MP_API) private readonly mp: WechatMpApi,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly wechatUsers: WechatUserService,
    private readonly tokens: TokenService,
  ) {}

  async login(code: string, ip: string): Promise<SessionInfo> {
    await rateLimit(this.kv, `wxlogin:mp:${ip}`, WX_LIMITS.mpLogin.max, WX_LIMITS.mpLogin.windowMs);
    let session: MpSession;
    try {
      session = await this.mp.code2session(code);
    } catch (err) {
      throw this.failure(err);
    }
    const user = await this.wechatUsers.mpUser(session.openid, session.unionid);
    return this.tokens.issue(user, 'mp');
  }

  private failure(err: unknown): unknown {
    if (err instanceof WechatApiError) {
      // 40029 invalid code, 40163 code already used: the client gets a new code and retries
      if (err.errcode === 40029 || err.errcode === 40163) {
        return AppException.invalid([{ field: 'code', message: WECHAT_MESSAGES.mpCodeInvalid }]);
      }
      if (err.errcode === 45011) return new AppException(ApiCode.RATE_LIMITED, WECHAT_MESSAGES.tooFrequent);
      if (err.errcode === 40226) return AppException.forbidden(WECHAT_MESSAGES.mpRisky);
      this.logger.error({ msg: 'jscode2session failed', errcode: err.errcode, errmsg: err.errmsg });
      return new AppException(ApiCode.UNAVAILABLE, WECHAT_MESSAGES.mpLoginFailed);
    }
    if (err instanceof WechatNetworkError) {
      this.logger.error({ msg: 'jscode2session unreachable', err: err.message });
      return new AppException(ApiCode.UNAVAILABLE, WECHAT_MESSAGES.mpLoginFailed);
    }
    return err;
  }
}
