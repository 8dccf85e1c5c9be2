import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { PartnerRole } from '../../../../types/partner';
import type { AppRequest } from '../../common/request-context';
import { PartnerAccessService, type ActivePartner } from './partner-access.service';

const ROLE_KEY = 'codetrek:partner-role';
/** The partner role a controller or handler needs (handler wins). */
export const PartnerRoleNeeded = (role: PartnerRole) => SetMetadata(ROLE_KEY, role);

export type PartnerRequest = AppRequest & { partner?: ActivePartner };

/**
 * SPEC §6 step 6 on the server: every /partner call checks the caller's partner record (active,
 * with the role the call needs). Runs after the global session guard (token, phone).
 */
@Injectable()
export class PartnerGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: PartnerAccessService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<PartnerRequest>();
    const role = this.reflector.getAllAndOverride<PartnerRole | undefined>(ROLE_KEY, [ctx.getHandler(), ctx.getClass()]);
    req.partner = await this.access.requireActive(req.caller!.uid, role);
    return true;
  }
}
