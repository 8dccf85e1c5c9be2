import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { Verdict } from '../../../../types/judge';
import type { AdminProblemQuery, AdminSubmissionQuery, OjUserQuery } from '../../../../types/oj';
import { defineAdminList } from '../../common/admin-list/admin-list';
import { AdminListDto, TextFilter } from '../../common/admin-list/admin-list.dto';
import { UserEntity } from '../user/entities/user.entity';

const ID = /^\d{1,19}$/;
/** LIKE with `!` as the escape character (the same on SQLite and MariaDB) */
const likeOf = (k: string) => `%${k.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** /api/admin/oj/problem/list on the admin list contract; by number unless sorted. */
export class AdminProblemQueryDto extends AdminListDto implements AdminProblemQuery {
  /** title words or number */
  @ApiPropertyOptional()
  @TextFilter('关键词')
  keyword?: string;
}

export const ADMIN_PROBLEM_LIST = defineAdminList({
  dto: AdminProblemQueryDto,
  sort: { no: 'p.no', id: 'p.id', created_at: 'p.createdAt', updated_at: 'p.updatedAt', submissions: 'p.submitCount', accepted: 'p.acceptedCount' },
  defaultSort: ['no', 'asc'],
  filters: {
    keyword: (qb, v: unknown, p) => {
      const k = String(v).trim();
      if (!k) return;
      if (/^\d{1,9}$/.test(k)) qb.andWhere(`(p.title LIKE :${p} ESCAPE '!' OR p.no = :${p}_no)`, { [p]: likeOf(k), [`${p}_no`]: Number(k) });
      else qb.andWhere(`p.title LIKE :${p} ESCAPE '!'`, { [p]: likeOf(k) });
    },
  },
});

/** /api/admin/oj/user/list on the admin list contract: users who submitted, most recent first. */
export class OjUserQueryDto extends AdminListDto implements OjUserQuery {
  /** uid or nickname */
  @ApiPropertyOptional()
  @TextFilter('关键词')
  keyword?: string;
}

/** Sorts name the aggregates selected by OjAdminService.listUsers (one row per user). */
export const OJ_USER_LIST = defineAdminList({
  dto: OjUserQueryDto,
  sort: { uid: 'pu.uid', accepted: 'accepted_n', tried: 'tried_n', submissions: 'submit_n', last_submit_at: 'last_at' },
  defaultSort: ['last_submit_at', 'desc'],
  filters: {
    keyword: (qb, v: unknown, p) => {
      const k = String(v).trim();
      if (!k) return;
      qb.innerJoin(UserEntity, 'u', 'u.uid = pu.uid').andWhere(`(u.nickName LIKE :${p} ESCAPE '!' OR u.uid = :${p}_uid)`, { [p]: likeOf(k), [`${p}_uid`]: ID.test(k) ? k : '-1' });
    },
  },
});

/** /api/admin/oj/submission/list on the admin list contract: every user's submissions, newest first. */
export class AdminSubmissionQueryDto extends AdminListDto implements AdminSubmissionQuery {
  /** only this user */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'uid 必须是数字' })
  uid?: string;

  /** only this problem */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'problem_id 必须是数字' })
  problem_id?: string;

  /** only this verdict */
  @ApiPropertyOptional({ enum: Object.values(Verdict) })
  @IsOptional()
  @IsIn(Object.values(Verdict), { message: '评测结果不正确' })
  verdict?: Verdict;
}

export const ADMIN_SUBMISSION_LIST = defineAdminList({
  dto: AdminSubmissionQueryDto,
  sort: { submission_id: 's.submissionId', created_at: 's.createdAt', time_ms: 's.timeMs', memory_kb: 's.memoryKb' },
  defaultSort: ['submission_id', 'desc'],
  filters: {
    uid: { op: 'eq', column: 's.uid' },
    problem_id: { op: 'eq', column: 's.problemId' },
    verdict: { op: 'eq', column: 's.verdict' },
  },
});
