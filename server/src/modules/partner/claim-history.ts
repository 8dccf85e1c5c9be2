import type { EntityManager } from 'typeorm';
import { In, LessThan } from 'typeorm';
import type { ClaimHistoryItem, ClaimState, ClaimView, RejectReason, TaskKind } from '../../../../types/partner';
import { ClaimEntity } from './entities/task.entity';

export function historyOf(c: ClaimEntity): ClaimHistoryItem[] {
  try {
    const h = JSON.parse(c.history || '[]') as unknown;
    return Array.isArray(h) ? (h as ClaimHistoryItem[]) : [];
  } catch {
    return [];
  }
}

export function withHistory(c: ClaimEntity, state: ClaimState, by: string, note: string, at: Date): string {
  return JSON.stringify([...historyOf(c), { at: at.toISOString(), state, by, note }]);
}

export function toClaimView(c: ClaimEntity, extra: { nick_name?: string; task_title?: string; task_kind?: TaskKind } = {}): ClaimView {
  return {
    claim_id: c.id,
    task_id: c.taskId,
    uid: c.uid,
    state: c.state,
    expires_at: c.expiresAt?.toISOString() ?? null,
    content: c.content,
    template_id: c.templateId,
    note: c.note,
    reject_reason: (c.rejectReason as RejectReason | null) ?? null,
    history: historyOf(c),
    created_at: c.createdAt.toISOString(),
    ...extra,
  };
}

/** Claims not submitted in time end as expired (their slot frees up); run before reading or claiming. */
export async function expireStaleClaims(em: EntityManager, now: Date, where: { taskId?: string; uid?: string } = {}): Promise<void> {
  const repo = em.getRepository(ClaimEntity);
  const stale = await repo.find({ where: { ...where, state: In(['claimed', 'changes_requested']), expiresAt: LessThan(now) } });
  for (const c of stale) {
    await repo.update({ id: c.id, state: c.state }, { state: 'expired', history: withHistory(c, 'expired', 'system', '未在期限内提交', now) });
  }
}
