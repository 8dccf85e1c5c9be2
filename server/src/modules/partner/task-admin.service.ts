import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { ClaimState, ClaimView, PARTNER_MESSAGES, RejectReason, ReviewDecision, TaskView } from '../../../../types/partner';
import { adminPage } from '../../common/admin-list/admin-list';
import { AppException } from '../../common/app-exception';
import { pageArgs } from '../../common/page.dto';
import { forUpdate, inTransaction } from '../../database/transaction';
import { AuditService } from '../audit/audit.service';
import { UserEntity } from '../user/entities/user.entity';
import { expireStaleClaims, toClaimView, withHistory } from './claim-history';
import { TASK_LIST, type AdminTaskQueryDto } from './dto/partner-list.dto';
import { LedgerEntryEntity } from './entities/ledger.entity';
import { ClaimEntity, TaskEntity } from './entities/task.entity';
import { PartnerClock } from './partner-clock';
import { TaskService, toTaskView } from './task.service';

/** A task as the console saves it: the view's editable fields, `task_id` for an update. */
export type TaskSave = Pick<TaskView, 'kind' | 'type' | 'title' | 'description' | 'reward_fen' | 'deadline' | 'slots' | 'claim_hours' | 'languages' | 'problem_ids' | 'tags' | 'state'> & { task_id?: string };

/** The console's side of tasks: publish, edit, the review queue, decisions. */
@Injectable()
export class TaskAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly tasks: TaskService,
    private readonly clock: PartnerClock,
    private readonly audit: AuditService,
  ) {}

  async list(q: AdminTaskQueryDto): Promise<Page<TaskView>> {
    const page = await adminPage(this.ds.getRepository(TaskEntity).createQueryBuilder('t'), TASK_LIST, q, (t) => t);
    const counts = await this.tasks.activeCount(page.list.map((r) => r.id));
    return { ...page, list: page.list.map((t) => toTaskView(t, counts.get(t.id) ?? 0, null)) };
  }

  async save(actorUid: string, dto: TaskSave): Promise<TaskView> {
    const repo = this.ds.getRepository(TaskEntity);
    const fields = {
      kind: dto.kind,
      type: dto.type,
      title: dto.title.trim(),
      description: dto.description.trim(),
      rewardFen: dto.reward_fen,
      deadline: new Date(dto.deadline),
      slots: dto.kind === 'cotask' ? 0 : dto.slots,
      claimHours: dto.claim_hours,
      languages: dto.languages.join(','),
      problemIds: dto.problem_ids.join(','),
      tags: dto.tags.map((t) => t.trim()).filter(Boolean).join(','),
      state: dto.state,
    };
    let id = dto.task_id;
    const before = id ? await repo.findOneBy({ id }) : null;
    if (id) {
      const res = await repo.update({ id }, fields);
      if (!res.affected) throw AppException.notFound(PARTNER_MESSAGES.taskMissing);
    } else {
      id = (await repo.save(repo.create(fields))).id;
    }
    const counts = await this.tasks.activeCount([id]);
    const after = toTaskView((await repo.findOneBy({ id }))!, counts.get(id) ?? 0, null);
    await this.audit.record(actorUid, 'partner_task', id, before ? 'update' : 'create', before ? toTaskView(before, 0, null) : null, after);
    return after;
  }

  /** Claims and contributions by state (default: waiting for review), oldest first. */
  async claims(q: { state?: ClaimState; task_id?: string; page_no?: number; page_size?: number }): Promise<Page<ClaimView>> {
    const { skip, take, page_no, page_size } = pageArgs(q);
    await expireStaleClaims(this.ds.manager, this.clock.now());
    const where = { state: q.state ?? 'submitted', ...(q.task_id ? { taskId: q.task_id } : {}) };
    const [rows, total] = await this.ds.getRepository(ClaimEntity).findAndCount({ where, order: { id: 'ASC' }, skip, take });
    const tasks = rows.length ? await this.ds.getRepository(TaskEntity).findBy({ id: In([...new Set(rows.map((r) => r.taskId))]) }) : [];
    const users = rows.length ? await this.ds.getRepository(UserEntity).findBy({ uid: In([...new Set(rows.map((r) => r.uid))]) }) : [];
    const titles = new Map(tasks.map((t) => [t.id, t.title]));
    const nicks = new Map(users.map((u) => [u.uid, u.nickName]));
    return { list: rows.map((c) => toClaimView(c, { task_title: titles.get(c.taskId) ?? '', nick_name: nicks.get(c.uid) ?? '' })), total, page_no, page_size };
  }

  /**
   * submitted → approved (the reward enters the ledger once) | changes_requested (back to the
   * partner with a note and a fresh claim period) | rejected (with a reason).
   */
  async review(adminUid: string, claimId: string, decision: ReviewDecision, note: string, reason: RejectReason | undefined): Promise<ClaimView> {
    if (decision === 'reject' && !reason) throw AppException.invalid([{ field: 'reason', message: '请选择驳回原因' }]);
    if (decision === 'changes' && !note.trim()) throw AppException.invalid([{ field: 'note', message: '请填写修改意见' }]);
    return inTransaction(this.ds, async (em) => {
      const now = this.clock.now();
      const repo = em.getRepository(ClaimEntity);
      const c = await repo.findOne({ where: { id: claimId }, ...forUpdate(em) });
      if (!c) throw AppException.notFound(PARTNER_MESSAGES.claimMissing);
      if (c.state !== 'submitted') throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.claimNotReviewable);
      const task = await em.getRepository(TaskEntity).findOneByOrFail({ id: c.taskId });
      if (decision === 'approve') {
        await repo.update({ id: c.id }, { state: 'approved', note, rejectReason: null, history: withHistory(c, 'approved', adminUid, note, now) });
        if (task.rewardFen > 0) {
          await em.getRepository(LedgerEntryEntity).insert({ uid: c.uid, kind: 'reward', amountFen: task.rewardFen, availableAt: now, ref: `reward:${c.id}`, orderNo: '', promotionId: null, note: task.title, createdAt: now });
        }
      } else if (decision === 'changes') {
        const expiresAt = task.kind === 'task' ? new Date(now.getTime() + task.claimHours * 3_600_000) : null;
        await repo.update({ id: c.id }, { state: 'changes_requested', note, expiresAt, history: withHistory(c, 'changes_requested', adminUid, note, now) });
      } else {
        await repo.update({ id: c.id }, { state: 'rejected', note, rejectReason: reason!, history: withHistory(c, 'rejected', adminUid, note || reason!, now) });
      }
      const after = toClaimView((await repo.findOneBy({ id: c.id }))!);
      await this.audit.record(adminUid, 'partner_claim', c.id, decision, toClaimView(c), after, em);
      return after;
    });
  }
}
