import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import type { JudgeLang } from '../../../../types/judge';
import { ACTIVE_CLAIM_STATES, ClaimView, PARTNER_MESSAGES, TaskKind, TaskView } from '../../../../types/partner';
import { AppException } from '../../common/app-exception';
import { pageArgs } from '../../common/page.dto';
import { forUpdate, inTransaction } from '../../database/transaction';
import { expireStaleClaims, toClaimView, withHistory } from './claim-history';
import { ClaimEntity, TaskEntity } from './entities/task.entity';
import { TemplateEntity } from './entities/template.entity';
import { splitList } from './partner-access.service';
import { PartnerClock } from './partner-clock';

export function toTaskView(t: TaskEntity, activeClaims: number, mine: ClaimEntity | null): TaskView {
  return {
    task_id: t.id,
    kind: t.kind,
    type: t.type,
    title: t.title,
    description: t.description,
    reward_fen: t.rewardFen,
    deadline: t.deadline.toISOString(),
    slots: t.slots,
    claim_hours: t.claimHours,
    languages: splitList(t.languages) as JudgeLang[],
    problem_ids: splitList(t.problemIds),
    tags: splitList(t.tags),
    state: t.state,
    active_claims: activeClaims,
    my_claim: mine ? toClaimView(mine) : null,
    created_at: t.createdAt.toISOString(),
  };
}

/** The content partner's side of tasks and cotasks: list, claim, submit, contribute. */
@Injectable()
export class TaskService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly clock: PartnerClock,
  ) {}

  async activeCount(taskIds: string[]): Promise<Map<string, number>> {
    if (!taskIds.length) return new Map();
    const rows = (await this.ds
      .getRepository(ClaimEntity)
      .createQueryBuilder('c')
      .select('c.task_id', 'task')
      .addSelect('COUNT(*)', 'n')
      .where('c.task_id IN (:...ids) AND c.state IN (:...states)', { ids: taskIds, states: ACTIVE_CLAIM_STATES })
      .groupBy('c.task_id')
      .getRawMany()) as { task: string | number; n: string | number }[];
    return new Map(rows.map((r) => [String(r.task), Number(r.n)]));
  }

  async list(uid: string, kind: TaskKind, q: { tag?: string; page_no?: number; page_size?: number }): Promise<Page<TaskView>> {
    const { skip, take, page_no, page_size } = pageArgs(q);
    await expireStaleClaims(this.ds.manager, this.clock.now(), { uid });
    const qb = this.ds.getRepository(TaskEntity).createQueryBuilder('t').where('t.kind = :kind AND t.state = :st', { kind, st: 'published' }).orderBy('t.task_id', 'DESC').skip(skip).take(take);
    if (q.tag) qb.andWhere('t.tags LIKE :tag', { tag: `%${q.tag.replace(/[%_]/g, '')}%` });
    const [rows, total] = await qb.getManyAndCount();
    const ids = rows.map((r) => r.id);
    const counts = await this.activeCount(ids);
    const mine = ids.length ? await this.ds.getRepository(ClaimEntity).find({ where: { uid, taskId: In(ids) }, order: { id: 'DESC' } }) : [];
    const latest = new Map<string, ClaimEntity>();
    for (const c of mine) if (!latest.has(c.taskId)) latest.set(c.taskId, c);
    return { list: rows.map((t) => toTaskView(t, counts.get(t.id) ?? 0, latest.get(t.id) ?? null)), total, page_no, page_size };
  }

  /** A published task (or one the caller worked on), with the caller's claims and their history. */
  async detail(uid: string, taskId: string, kind: TaskKind): Promise<TaskView & { my_claims: ClaimView[] }> {
    await expireStaleClaims(this.ds.manager, this.clock.now(), { taskId });
    const task = await this.ds.getRepository(TaskEntity).findOneBy({ id: taskId, kind });
    const claims = task ? await this.ds.getRepository(ClaimEntity).find({ where: { uid, taskId }, order: { id: 'DESC' } }) : [];
    if (!task || (task.state === 'draft') || (task.state === 'closed' && !claims.length)) throw AppException.notFound(PARTNER_MESSAGES.taskMissing);
    const counts = await this.activeCount([task.id]);
    return { ...toTaskView(task, counts.get(task.id) ?? 0, claims[0] ?? null), my_claims: claims.map((c) => toClaimView(c)) };
  }

  /** Takes a slot: the task row is locked so concurrent claims cannot overfill it. */
  async claim(uid: string, taskId: string): Promise<ClaimView> {
    return inTransaction(this.ds, async (em) => {
      const now = this.clock.now();
      const task = await em.getRepository(TaskEntity).findOne({ where: { id: taskId, kind: 'task' }, ...forUpdate(em) });
      if (!task || task.state === 'draft') throw AppException.notFound(PARTNER_MESSAGES.taskMissing);
      if (task.state !== 'published' || task.deadline <= now) throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.taskClosed);
      await expireStaleClaims(em, now, { taskId });
      const claims = em.getRepository(ClaimEntity);
      if (await claims.existsBy({ taskId, uid, state: In([...ACTIVE_CLAIM_STATES]) })) throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.alreadyClaimed);
      if ((await claims.countBy({ taskId, state: In([...ACTIVE_CLAIM_STATES]) })) >= task.slots) throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.taskFull);
      const expiresAt = new Date(Math.min(now.getTime() + task.claimHours * 3_600_000, task.deadline.getTime()));
      const draft = claims.create({ taskId, uid, state: 'claimed', expiresAt, content: '', templateId: null, note: '', rejectReason: null, history: '[]' });
      draft.history = withHistory(draft, 'claimed', uid, '', now);
      return toClaimView(await claims.save(draft));
    });
  }

  /** Submits the caller's own open claim; someone else's claim is unknown to them (4004). */
  async submit(uid: string, claimId: string, content: string, templateId: string | undefined): Promise<ClaimView> {
    return inTransaction(this.ds, async (em) => {
      const now = this.clock.now();
      const claims = em.getRepository(ClaimEntity);
      const c = await claims.findOne({ where: { id: claimId }, ...forUpdate(em) });
      if (!c || c.uid !== uid) throw AppException.notFound(PARTNER_MESSAGES.claimMissing);
      if ((c.state === 'claimed' || c.state === 'changes_requested') && c.expiresAt && c.expiresAt < now) {
        await claims.update({ id: c.id }, { state: 'expired', history: withHistory(c, 'expired', 'system', '未在期限内提交', now) });
        throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.claimExpired);
      }
      if (c.state === 'expired') throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.claimExpired);
      if (c.state !== 'claimed' && c.state !== 'changes_requested') throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.claimNotOpen);
      await this.checkTemplate(uid, templateId);
      await claims.update({ id: c.id }, { state: 'submitted', content, templateId: templateId ?? c.templateId, history: withHistory(c, 'submitted', uid, '', now) });
      return toClaimView((await claims.findOneBy({ id: c.id }))!);
    });
  }

  /** A contribution to an open cotask goes straight to review. */
  async contribute(uid: string, taskId: string, content: string, templateId: string | undefined): Promise<ClaimView> {
    const now = this.clock.now();
    const task = await this.ds.getRepository(TaskEntity).findOneBy({ id: taskId, kind: 'cotask' });
    if (!task || task.state === 'draft') throw AppException.notFound(PARTNER_MESSAGES.taskMissing);
    if (task.state !== 'published' || task.deadline <= now) throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.taskClosed);
    await this.checkTemplate(uid, templateId);
    const claims = this.ds.getRepository(ClaimEntity);
    const draft = claims.create({ taskId, uid, state: 'submitted', expiresAt: null, content, templateId: templateId ?? null, note: '', rejectReason: null, history: '[]' });
    draft.history = withHistory(draft, 'submitted', uid, '', now);
    return toClaimView(await claims.save(draft));
  }

  /** The caller's claims and contributions, newest first. */
  async mine(uid: string, q: { page_no?: number; page_size?: number }): Promise<Page<ClaimView>> {
    const { skip, take, page_no, page_size } = pageArgs(q);
    await expireStaleClaims(this.ds.manager, this.clock.now(), { uid });
    const [rows, total] = await this.ds.getRepository(ClaimEntity).findAndCount({ where: { uid }, order: { id: 'DESC' }, skip, take });
    const tasks = rows.length ? await this.ds.getRepository(TaskEntity).findBy({ id: In([...new Set(rows.map((r) => r.taskId))]) }) : [];
    const byId = new Map(tasks.map((t) => [t.id, t]));
    return { list: rows.map((c) => toClaimView(c, { task_title: byId.get(c.taskId)?.title ?? '', task_kind: byId.get(c.taskId)?.kind })), total, page_no, page_size };
  }

  private async checkTemplate(uid: string, templateId: string | undefined): Promise<void> {
    if (!templateId) return;
    const t = await this.ds.getRepository(TemplateEntity).findOneBy({ id: templateId });
    if (!t || t.uid !== uid) throw AppException.invalid([{ field: 'template_id', message: PARTNER_MESSAGES.templateMissing }]);
  }
}
