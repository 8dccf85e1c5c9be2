import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import type { RobotJobKind, RobotJobStatus } from '../../../../types/community-admin';
import { defineAdminList } from '../../common/admin-list/admin-list';
import { AdminListDto, BoolFilter, RangeFilter, TextFilter } from '../../common/admin-list/admin-list.dto';
import { ID_RE } from './community.dto';

/** The console's fake user and robot lists on the admin list contract (server/src/common/admin-list). */

const JOB_KINDS: RobotJobKind[] = ['topic', 'comment'];
const JOB_STATUSES: RobotJobStatus[] = ['pending', 'running', 'done', 'failed', 'cancelled'];

export class FakeUserListDto extends AdminListDto {
  /** part of the uid or of the nick name */
  @ApiPropertyOptional()
  @TextFilter('uid 或昵称')
  keyword?: string;

  @ApiPropertyOptional()
  @BoolFilter('会员')
  grant_vip?: boolean;
}

const likeText = (v: unknown) => `%${String(v).trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export const FAKE_USER_LIST = defineAdminList({
  dto: FakeUserListDto,
  sort: { created_at: 'f.createdAt' },
  defaultSort: ['created_at', 'desc'],
  filters: {
    keyword: (qb, kw, p) => qb.andWhere(`(f.uid LIKE :${p} OR EXISTS (SELECT 1 FROM users u WHERE u.uid = f.uid AND u.nick_name LIKE :${p}))`, { [p]: likeText(kw) }),
    grant_vip: { op: 'eq', column: 'f.grantVip' },
  },
});

export class RobotCommentListDto extends AdminListDto {
  @ApiPropertyOptional()
  @TextFilter('内容')
  content?: string;

  @ApiPropertyOptional()
  @BoolFilter('启用')
  enabled?: boolean;
}

export const ROBOT_COMMENT_LIST = defineAdminList({
  dto: RobotCommentListDto,
  sort: { id: 'c.id', created_at: 'c.createdAt' },
  defaultSort: ['id', 'desc'],
  filters: { content: { op: 'like', column: 'c.content' }, enabled: { op: 'eq', column: 'c.enabled' } },
});

export class RobotJobQueryDto extends AdminListDto {
  /** the board */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID_RE, { message: 'did 必须是数字' })
  did?: string;

  @ApiPropertyOptional({ enum: JOB_KINDS })
  @IsOptional()
  @IsIn(JOB_KINDS, { message: '类型只能是发帖或评论' })
  kind?: RobotJobKind;

  @ApiPropertyOptional({ enum: JOB_STATUSES })
  @IsOptional()
  @IsIn(JOB_STATUSES, { message: '状态不正确' })
  status?: RobotJobStatus;

  @ApiPropertyOptional()
  @RangeFilter('执行时间')
  run_at?: string;
}

export const ROBOT_JOB_LIST = defineAdminList({
  dto: RobotJobQueryDto,
  sort: { id: 'j.id', run_at: 'j.runAt', created_at: 'j.createdAt' },
  defaultSort: ['run_at', 'desc'],
  filters: { did: { op: 'eq', column: 'j.discuzId' }, kind: { op: 'eq', column: 'j.kind' }, status: { op: 'eq', column: 'j.status' }, run_at: { op: 'range', column: 'j.runAt' } },
});
