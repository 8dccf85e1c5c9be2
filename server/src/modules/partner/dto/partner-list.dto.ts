import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PARTNER_STATUSES, type LedgerKind, type PartnerStatus, type PayoutState, type TaskKind, type TaskState, type TaskType, type TemplateState } from '../../../../../types/partner';
import { defineAdminList } from '../../../common/admin-list/admin-list';
import { AdminListDto, BoolFilter, RangeFilter, TextFilter } from '../../../common/admin-list/admin-list.dto';
import { IdField } from '../../commerce/dto/dto-helpers';

/** The console's partner lists on the admin list contract (server/src/common/admin-list). */

const LEDGER_KINDS: LedgerKind[] = ['commission', 'clawback', 'reward', 'payout', 'payout_reversal', 'migration_out', 'migration_in'];

/** An optional numeric id filter (`uid`, `pmid`, ...). */
const OptionalId = (field: string) => applyDecorators(ApiPropertyOptional(), IsOptional(), IdField(field));

export class AdminPartnerQueryDto extends AdminListDto {
  @ApiPropertyOptional({ enum: PARTNER_STATUSES })
  @IsOptional()
  @IsIn(PARTNER_STATUSES, { message: '状态不正确' })
  status?: PartnerStatus;

  /** a uid (exact) or part of the nick name */
  @ApiPropertyOptional()
  @TextFilter('uid 或昵称')
  keyword?: string;
}

export const PARTNER_LIST = defineAdminList({
  dto: AdminPartnerQueryDto,
  sort: { uid: 'p.uid', created_at: 'p.createdAt' },
  defaultSort: ['created_at', 'desc'],
  filters: {
    status: { op: 'eq', column: 'p.status' },
    keyword: (qb, kw, p) => {
      const text = String(kw).trim();
      if (/^\d{1,19}$/.test(text)) qb.andWhere(`p.uid = :${p}`, { [p]: text });
      else qb.andWhere(`EXISTS (SELECT 1 FROM users u WHERE u.uid = p.uid AND u.nick_name LIKE :${p})`, { [p]: `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%` });
    },
  },
});

export class AdminPromotionQueryDto extends AdminListDto {
  @OptionalId('uid')
  uid?: string;

  @OptionalId('product_id')
  product_id?: string;

  @ApiPropertyOptional()
  @BoolFilter('启用')
  enabled?: boolean;
}

export const PROMOTION_LIST = defineAdminList({
  dto: AdminPromotionQueryDto,
  sort: { pmid: 'm.id', rate_bp: 'm.rateBp', created_at: 'm.createdAt' },
  defaultSort: ['pmid', 'desc'],
  filters: { uid: { op: 'eq', column: 'm.uid' }, product_id: { op: 'eq', column: 'm.productId' }, enabled: { op: 'eq', column: 'm.enabled' } },
});

export class AdminLedgerQueryDto extends AdminListDto {
  @OptionalId('uid')
  uid?: string;

  @OptionalId('pmid')
  pmid?: string;

  @ApiPropertyOptional({ enum: LEDGER_KINDS })
  @IsOptional()
  @IsIn(LEDGER_KINDS, { message: '类型不正确' })
  kind?: LedgerKind;

  @ApiPropertyOptional()
  @TextFilter('订单号')
  order_no?: string;

  @ApiPropertyOptional()
  @RangeFilter('时间')
  created_at?: string;
}

export const LEDGER_LIST = defineAdminList({
  dto: AdminLedgerQueryDto,
  sort: { id: 'e.id', amount_fen: 'e.amountFen', available_at: 'e.availableAt', created_at: 'e.createdAt' },
  defaultSort: ['id', 'desc'],
  filters: {
    uid: { op: 'eq', column: 'e.uid' },
    pmid: { op: 'eq', column: 'e.promotionId' },
    kind: { op: 'eq', column: 'e.kind' },
    order_no: { op: 'like', column: 'e.orderNo' },
    created_at: { op: 'range', column: 'e.createdAt' },
  },
});

export class PayoutQueryDto extends AdminListDto {
  @OptionalId('uid')
  uid?: string;

  @ApiPropertyOptional({ enum: ['pending', 'paid', 'failed'] })
  @IsOptional()
  @IsIn(['pending', 'paid', 'failed'], { message: '状态不正确' })
  state?: PayoutState;

  @ApiPropertyOptional()
  @RangeFilter('创建时间')
  created_at?: string;
}

export const PAYOUT_LIST = defineAdminList({
  dto: PayoutQueryDto,
  sort: { id: 'o.id', amount_fen: 'o.amountFen', created_at: 'o.createdAt', settled_at: 'o.settledAt' },
  defaultSort: ['id', 'desc'],
  filters: { uid: { op: 'eq', column: 'o.uid' }, state: { op: 'eq', column: 'o.state' }, created_at: { op: 'range', column: 'o.createdAt' } },
});

export class MigrationListDto extends AdminListDto {
  @OptionalId('from_uid')
  from_uid?: string;

  @OptionalId('to_uid')
  to_uid?: string;

  @ApiPropertyOptional()
  @RangeFilter('时间')
  created_at?: string;
}

export const MIGRATION_LIST = defineAdminList({
  dto: MigrationListDto,
  sort: { id: 'g.id', balance_fen: 'g.balanceFen', promotions: 'g.promotions', created_at: 'g.createdAt' },
  defaultSort: ['id', 'desc'],
  filters: { from_uid: { op: 'eq', column: 'g.fromUid' }, to_uid: { op: 'eq', column: 'g.toUid' }, created_at: { op: 'range', column: 'g.createdAt' } },
});

export class AdminTaskQueryDto extends AdminListDto {
  @ApiPropertyOptional({ enum: ['task', 'cotask'] })
  @IsOptional()
  @IsIn(['task', 'cotask'], { message: '类型不正确' })
  kind?: TaskKind;

  @ApiPropertyOptional({ enum: ['template', 'solution', 'explanation', 'other'] })
  @IsOptional()
  @IsIn(['template', 'solution', 'explanation', 'other'], { message: '任务类型不正确' })
  type?: TaskType;

  @ApiPropertyOptional({ enum: ['draft', 'published', 'closed'] })
  @IsOptional()
  @IsIn(['draft', 'published', 'closed'], { message: '状态不正确' })
  state?: TaskState;

  @ApiPropertyOptional()
  @TextFilter('标题')
  title?: string;
}

export const TASK_LIST = defineAdminList({
  dto: AdminTaskQueryDto,
  sort: { task_id: 't.id', reward_fen: 't.rewardFen', deadline: 't.deadline', slots: 't.slots', created_at: 't.createdAt' },
  defaultSort: ['task_id', 'desc'],
  filters: { kind: { op: 'eq', column: 't.kind' }, type: { op: 'eq', column: 't.type' }, state: { op: 'eq', column: 't.state' }, title: { op: 'like', column: 't.title' } },
});

export class TemplateQueueQueryDto extends AdminListDto {
  /** pending when left out: the review queue */
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'] })
  @IsOptional()
  @IsIn(['pending', 'approved', 'rejected'], { message: '状态不正确' })
  state?: TemplateState;

  @OptionalId('problem_id')
  problem_id?: string;

  @OptionalId('uid')
  uid?: string;
}

export const TEMPLATE_LIST = defineAdminList({
  dto: TemplateQueueQueryDto,
  sort: { template_id: 'v.id', created_at: 'v.createdAt', reviewed_at: 'v.reviewedAt' },
  // a queue: the oldest version first
  defaultSort: ['template_id', 'asc'],
  filters: { state: { op: 'eq', column: 'v.state' }, problem_id: { op: 'eq', column: 'v.problemId' }, uid: { op: 'eq', column: 'v.uid' } },
});
