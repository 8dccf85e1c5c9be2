import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { VipGrantRequest } from '../../../../../types/commerce';
import { defineAdminList } from '../../../common/admin-list/admin-list';
import { AdminListDto } from '../../../common/admin-list/admin-list.dto';
import { IdField } from './dto-helpers';

export class VipGrantDto implements VipGrantRequest {
  @ApiProperty()
  @IdField('uid')
  uid: string;

  /** 0 = permanent */
  @ApiProperty()
  @IsInt({ message: '天数必须是整数' })
  @Min(0, { message: '天数不能为负' })
  @Max(3650, { message: '天数不能超过3650' })
  days: number;
}

export class VipUidDto {
  @ApiProperty()
  @IdField('uid')
  uid: string;
}

export class VipListQueryDto extends AdminListDto {
  /** exact uid */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(19, { message: 'UID 不能超过19位' })
  keyword?: string;
}

/** /api/admin/vip/list on the admin list contract: current members, by uid, sorted by expiry. */
export const VIP_LIST = defineAdminList({
  dto: VipListQueryDto,
  sort: { expires_at: 'e.expiresAt', uid: 'e.uid' },
  defaultSort: ['expires_at', 'desc'],
  filters: {
    keyword: (qb, v: unknown, p) => {
      const uid = String(v).trim();
      if (/^\d{1,19}$/.test(uid)) qb.andWhere(`e.uid = :${p}`, { [p]: uid });
    },
  },
});
