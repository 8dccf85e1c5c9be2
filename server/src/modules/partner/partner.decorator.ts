import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { PartnerRequest } from './partner.guard';
import type { ActivePartner } from './partner-access.service';

/** The active partner the partner guard loaded for this call. */
export const CurrentPartner = createParamDecorator((_: unknown, ctx: ExecutionContext): ActivePartner => ctx.switchToHttp().getRequest<PartnerRequest>().partner!);
