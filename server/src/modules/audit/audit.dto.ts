import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { AdminListDto, RangeFilter } from '../../common/admin-list/admin-list.dto';
import { defineAdminList } from '../../common/admin-list/admin-list';

export class AuditListDto extends AdminListDto {
  /** resource name, e.g. sale_channel */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^[a-z][a-z0-9_]{0,39}$/, { message: '资源名称格式不正确' })
  entity?: string;

  /** the record's id within the resource */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^[\w.-]{1,64}$/, { message: '记录 id 格式不正确' })
  entity_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: '操作人 uid 必须是数字' })
  actor_uid?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^[a-z_]{1,20}$/, { message: '操作类型格式不正确' })
  action?: string;

  /** `from,to` */
  @ApiPropertyOptional()
  @RangeFilter('操作时间')
  created_at?: string;
}

export const AUDIT_LIST = defineAdminList({
  dto: AuditListDto,
  sort: { id: 'a.id', created_at: 'a.createdAt' },
  defaultSort: ['id', 'desc'],
  filters: {
    entity: { op: 'eq', column: 'a.entity' },
    entity_id: { op: 'eq', column: 'a.entityId' },
    actor_uid: { op: 'eq', column: 'a.actorUid' },
    action: { op: 'eq', column: 'a.action' },
    created_at: { op: 'range', column: 'a.createdAt' },
  },
});
