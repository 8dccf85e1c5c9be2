import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiSecurity } from '@nestjs/swagger';
import { AuditInterceptor } from '../modules/audit/audit.interceptor';
import { RawResponseInterceptor } from './envelope';
import type { AppRequest, Caller } from './request-context';

/** Who may call a route, in the guard order of SPEC §6. */
export type Access = 'public' | 'token' | 'phone' | 'admin' | 'partner';
export const ACCESS_KEY = 'codetrek:access';

/**
 * Declares the access rule of a controller or handler (handler wins). Default: 'token'.
 * 'admin' also attaches the audit interceptor (every admin write gets its audit line); it is not
 * global, so the learner routes run without any interceptor.
 */
export const Access = (access: Access) =>
  access === 'public'
    ? SetMetadata(ACCESS_KEY, access)
    : applyDecorators(
        SetMetadata(ACCESS_KEY, access),
        ApiSecurity('token'),
        ApiHeader({ name: 'uid', required: true, description: '当前用户 uid' }),
        ...(access === 'admin' ? [UseInterceptors(AuditInterceptor)] : []),
      );

/** The handler's return value is sent as is: no envelope, no encryption (static json). */
export const Raw = () => UseInterceptors(RawResponseInterceptor);

/** The signed-in caller; routes with access 'public' may get undefined. */
export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller | undefined => {
  return ctx.switchToHttp().getRequest<AppRequest>().caller;
});
