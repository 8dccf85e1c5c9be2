import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { Category, CheckerRow, OJ_MESSAGES, OjUserRow, ProblemStatus } from '../../../../types/oj';
import { AppException } from '../../common/app-exception';
import { applyAdminList } from '../../common/admin-list/admin-list';
import { pageArgs } from '../../common/page.dto';
import { UserEntity } from '../user/entities/user.entity';
import { CategoryEntity } from './entities/category.entity';
import { CheckerEntity } from './entities/checker.entity';
import { ProblemUserEntity } from './entities/problem-user.entity';
import { ProblemEntity } from './entities/problem.entity';
import { OJ_USER_LIST, type OjUserQueryDto } from './oj-admin-list.dto';
import type { CategoryDto, CheckerDto } from './oj-admin.dto';
import { ProblemService } from './problem.service';

/** SQLite hands an aggregate over a datetime column back as UTC text without a zone. */
const utc = (v: string | Date): Date => (typeof v === 'string' && !/[zZ+]/.test(v.slice(10)) ? new Date(`${v.replace(' ', 'T')}Z`) : new Date(v));

/** Admin console: checkers, categories and the users of the OJ. */
@Injectable()
export class OjAdminService {
  constructor(
    @InjectRepository(CheckerEntity) private readonly checkers: Repository<CheckerEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    @InjectRepository(ProblemUserEntity) private readonly standings: Repository<ProblemUserEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly problemService: ProblemService,
  ) {}

  async listCheckers(): Promise<CheckerRow[]> {
    const rows = await this.checkers.find({ order: { id: 'ASC' } });
    const counts = await Promise.all(rows.map((c) => this.problems.countBy({ checkerId: c.id })));
    return rows.map((c, i) => ({ id: c.id, name: c.name, spec: c.spec, description: c.description, problem_count: counts[i] }));
  }

  async saveChecker(id: string | null, dto: CheckerDto): Promise<CheckerRow> {
    const row = id ? await this.checkers.findOneBy({ id }) : this.checkers.create();
    if (!row) throw AppException.notFound('评测器不存在');
    // changing the rule of a checker in use would silently change how those problems are judged
    if (id && row.spec !== dto.spec && (await this.problems.countBy({ checkerId: id }))) throw new AppException(ApiCode.CONFLICT, OJ_MESSAGES.checkerInUse);
    Object.assign(row, { name: dto.name.trim(), spec: dto.spec, description: dto.description?.trim() ?? '' });
    const saved = await this.checkers.save(row);
    return (await this.listCheckers()).find((c) => c.id === saved.id)!;
  }

  async deleteChecker(id: string): Promise<null> {
    if (await this.problems.countBy({ checkerId: id })) throw new AppException(ApiCode.CONFLICT, OJ_MESSAGES.checkerInUse);
    const res = await this.checkers.delete({ id });
    if (!res.affected) throw AppException.notFound('评测器不存在');
    return null;
  }

  listCategories(): Promise<Category[]> {
    return this.problemService.categoriesWithCounts();
  }

  async saveCategory(id: string | null, dto: CategoryDto): Promise<Category> {
    const row = id ? await this.categories.findOneBy({ id }) : this.categories.create();
    if (!row) throw AppException.notFound('分类不存在');
    Object.assign(row, { name: dto.name.trim(), orderValue: dto.order_value ?? row.orderValue ?? 0 });
    const saved = await this.categories.save(row);
    return (await this.listCategories()).find((c) => c.id === saved.id)!;
  }

  async deleteCategory(id: string): Promise<null> {
    if (await this.problems.countBy({ categoryId: id })) throw new AppException(ApiCode.CONFLICT, OJ_MESSAGES.categoryInUse);
    const res = await this.categories.delete({ id });
    if (!res.affected) throw AppException.notFound('分类不存在');
    return null;
  }

  /** Users who have submitted, most recent activity first. */
  async listUsers(q: OjUserQueryDto): Promise<Page<OjUserRow>> {
    const { page_no, page_size, skip, take } = pageArgs(q);
    const qb = this.standings
      .createQueryBuilder('pu')
      .select('pu.uid', 'uid')
      .addSelect('SUM(CASE WHEN pu.status = :ac THEN 1 ELSE 0 END)', 'accepted_n')
      .addSelect('SUM(CASE WHEN pu.status = :tried THEN 1 ELSE 0 END)', 'tried_n')
      .addSelect('SUM(pu.submissions)', 'submit_n')
      .addSelect('MAX(pu.last_submit_at)', 'last_at')
      .setParameters({ ac: ProblemStatus.ACCEPTED, tried: ProblemStatus.TRIED })
      .groupBy('pu.uid');
    applyAdminList(qb, OJ_USER_LIST, q);
    // one row per user: the standings have no single key, so the uid breaks ties
    if (q.sort !== 'uid') qb.addOrderBy('pu.uid', 'ASC');
    const counted = await qb.clone().select('COUNT(DISTINCT pu.uid)', 'n').groupBy().orderBy().skip().take().getRawOne<{ n: string | number }>();
    // raw rows page with LIMIT/OFFSET (skip/take only page entities once a join is added)
    const rows = await qb.offset(skip).limit(take).getRawMany<{ uid: string | number; accepted_n: string; tried_n: string; submit_n: string; last_at: string | Date | null }>();
    const users = rows.length ? await this.users.find({ where: { uid: In(rows.map((r) => String(r.uid))) }, select: { uid: true, nickName: true } }) : [];
    const nick = new Map(users.map((u) => [u.uid, u.nickName]));
    return {
      list: rows.map((r) => ({
        uid: String(r.uid),
        nick_name: nick.get(String(r.uid)) ?? '',
        accepted: Number(r.accepted_n),
        tried: Number(r.tried_n),
        submissions: Number(r.submit_n),
        last_submit_at: r.last_at ? utc(r.last_at).toISOString() : null,
      })),
      total: Number(counted?.n ?? 0),
      page_no,
      page_size,
    };
  }
}
