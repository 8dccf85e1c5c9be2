import { Injectable } from '@nestjs/common';
import { ApiCode } from '../../../../types/api';
import { SMS_MESSAGES } from '../../../../types/auth-sms';
import type { SessionInfo, UserProfile } from '../../../../types/user';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import type { UserEntity } from '../user/entities/user.entity';
import { UserPresenter } from '../user/user.presenter';
import { UserRepository } from '../user/user.repository';
import { SmsCodeService } from './sms-code.service';
import { TokenService } from './token.service';

@Injectable()
export class PhoneAuthService {
  constructor(
    private readonly codes: SmsCodeService,
    private readonly users: UserRepository,
    private readonly present: UserPresenter,
    private readonly tokens: TokenService,
  ) {}

  /** Phone + code sign-in; the first sign-in creates the account (no hint whether it existed). */
  async login(telephone: string, code: string, ip: string): Promise<SessionInfo> {
    await this.codes.verify(telephone, code, ip);
    const user = (await this.users.findByTelephone(telephone)) ?? (await this.createForPhone(telephone));
    return this.tokens.issue(user, 'sms');
  }

  /** Binds (or changes) the signed-in user's phone after proving ownership with a code. */
  async bind(caller: Caller, telephone: string, code: string, ip: string): Promise<UserProfile> {
    await this.codes.verify(telephone, code, ip);
    const owner = await this.users.findByTelephone(telephone);
    if (owner && owner.uid !== caller.uid) throw new AppException(ApiCode.CONFLICT, SMS_MESSAGES.phoneTaken);
    await this.users.update(caller.uid, { telephone });
    const user = await this.users.findByUid(caller.uid);
    if (!user) throw AppException.unauthorized();
    return this.present.profile(user);
  }

  private async createForPhone(telephone: string): Promise<UserEntity> {
    try {
      return await this.users.save({ telephone, nickName: `码途用户${telephone.slice(-4)}`, headImgUrl: '' });
    } catch (err) {
      // Two first sign-ins at once: the unique phone index lets one win; use its row.
      const existing = await this.users.findByTelephone(telephone);
      if (existing) return existing;
      throw err;
    }
  }
}
