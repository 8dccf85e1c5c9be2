import { Global, Module } from '@nestjs/common';
import { AuditAdminController } from './audit.admin.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditService } from './audit.service';

/**
 * Global: every admin write in any module records its audit line (its service's own, or the
 * interceptor's, which @Access('admin') attaches to the admin controllers).
 */
@Global()
@Module({ controllers: [AuditAdminController], providers: [AuditService, AuditInterceptor], exports: [AuditService, AuditInterceptor] })
export class AuditModule {}
