import { Inject, Injectable } from '@nestjs/common';
import type { SessionInfo } from '../../../../types/user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppException } from '../../common/app-exception';
import { SEED_ADMIN_UID, SEED_USER_UID } from '../../database/seed';
import { UserRepository } from '../user/user.repository';
import type { DevLoginDto, TokenDto } from './auth.dto';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
  ) {}

  /** /login/dev: sign in as any user without a password — never in production. */
  async devLogin(dto: DevLoginDto): Promise<SessionInfo> {
    if (this.config.env === 'production') throw AppException.forbidden('生产环境不支持开发登录');
    const uid = dto.uid ?? (dto.role === 'admin' ? SEED_ADMIN_UID : SEED_USER_UID);
    const user = await this.users.findByUid(uid);
    if (!user) throw AppException.notFound('用户不存在');
    return this.tokens.issue(user, 'dev');
  }

  refresh(dto: TokenDto): Promise<SessionInfo> {
    return this.tokens.refresh(dto.uid, dto.token);
  }

  async revoke(dto: TokenDto): Promise<null> {
    await this.tokens.revoke(dto.uid, dto.token);
    return null;
  }
}
