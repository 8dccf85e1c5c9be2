import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import { CONTRACT_KINDS, CONTRACT_RULES, type ContractKind, type ContractSaveRequest } from '../../../../types/contract';
import { AdminListDto } from '../../common/admin-list/admin-list.dto';
import { defineAdminList } from '../../common/admin-list/admin-list';
import { Rule } from '../../common/admin-list/field-rule';

const KIND_MESSAGE = 'kind 只能是 agreement 或 privacy';

export class ContractQueryDto {
  /** agreement (用户协议) or privacy (隐私政策) */
  @ApiPropertyOptional({ enum: CONTRACT_KINDS, default: 'agreement' })
  @IsOptional()
  @IsIn(CONTRACT_KINDS, { message: KIND_MESSAGE })
  kind?: ContractKind;

  /** an earlier version's id; the version in force when absent */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: 'id 必须是数字' })
  id?: string;
}

export class ContractSaveDto implements ContractSaveRequest {
  /** absent to create a version */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: 'id 必须是数字' })
  id?: string;

  @ApiProperty({ enum: CONTRACT_KINDS })
  @IsIn(CONTRACT_KINDS, { message: KIND_MESSAGE })
  kind: ContractKind;

  /** e.g. v2.0 */
  @ApiProperty()
  @Rule(CONTRACT_RULES.version)
  version: string;

  @ApiProperty()
  @Rule(CONTRACT_RULES.title)
  title: string;

  /** markdown */
  @ApiProperty()
  @Rule(CONTRACT_RULES.content)
  content: string;

  /** ISO datetime from which this version is in force */
  @ApiProperty()
  @IsISO8601({}, { message: '生效时间格式不正确' })
  effective_at: string;
}

export class ContractListDto extends AdminListDto {
  @ApiPropertyOptional({ enum: CONTRACT_KINDS })
  @IsOptional()
  @IsIn(CONTRACT_KINDS, { message: KIND_MESSAGE })
  kind?: ContractKind;
}

export const CONTRACT_LIST = defineAdminList({
  dto: ContractListDto,
  sort: { id: 'c.id', effective_at: 'c.effectiveAt', version: 'c.version' },
  defaultSort: ['effective_at', 'desc'],
  filters: { kind: { op: 'eq', column: 'c.kind' } },
});
