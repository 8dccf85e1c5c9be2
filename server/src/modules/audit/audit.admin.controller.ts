import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditLineView } from '../../../../types/admin';
import type { Page } from '../../../../types/api';
import { Access } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import { AUDIT_LIST, AuditListDto } from './audit.dto';
import { AuditService } from './audit.service';

@ApiTags('admin/audit')
@Access('admin')
@Controller('admin/audit')
export class AuditAdminController {
  constructor(private readonly audit: AuditService) {}

  @ApiOperation({ summary: '操作记录（按资源与记录 id 筛选，最新在前）' })
  @Get('list')
  list(@AdminList(AUDIT_LIST) q: AuditListDto): Promise<Page<AuditLineView>> {
    return this.audit.list(q);
  }
}
