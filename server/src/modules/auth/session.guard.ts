import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCode } from '../../../../types/api';
import { Access, ACCESS_KEY } from '../../common/access.decorator';
import { AppException } from '../../common/app-exception';
import { type AppRequest, credentialsOf } from '../../common/request-context';
import { ActivityService } from './activity.service';
import { TokenService } from './token.service';

/**
 * Global guard, SPEC §6 order: token (unexpired) -> phone bound -> admin -> partner.
 * Public routes still learn who is calling when the headers are valid.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  /** each route's rule by controller and handler, looked up once (the metadata never changes) */
  private readonly rules = new WeakMap<Function, Map<Function, Access>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly activity: ActivityService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const [cls, handler] = [ctx.getClass(), ctx.getHandler()];
    let byHandler = this.rules.get(cls);
    if (!byHandler) this.rules.set(cls, (byHandler = new Map()));
    let access = byHandler.get(handler);
    if (!access) byHandler.set(handler, (access = this.reflector.getAllAndOverride<Access>(ACCESS_KEY, [handler, cls]) ?? 'token'));
    const req = ctx.switchToHttp().getRequest<AppRequest>();
    const creds = credentialsOf(req);
    if (creds) req.caller = (await this.tokens.resolve(creds.token, creds.uid)) ?? undefined;
    if (req.caller) this.activity.touch(req.caller.uid);
    if (access === 'public') return true;
    const caller = req.caller;
    if (!caller) throw AppException.unauthorized();
    if (access === 'token') return true;
    if (!caller.phoneBound) throw new AppException(ApiCode.PHONE_REQUIRED);
    if (access === 'admin' && !caller.admin) throw AppException.forbidden();
    if (access === 'partner' && !caller.partner && !caller.admin) throw AppException.forbidden();
    return true;
  }
}
