import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, Fen, IdCol, RefCol, UpdatedAt } from '../../../database/columns';
import type { ClaimState, RejectReason, TaskKind, TaskState, TaskType } from '../../../../../types/partner';

/** SPEC §3 task (task_id) and cotask with tags: published by admins, claimed by content partners. */
@Entity('partner_tasks')
@Index('idx_partner_tasks_kind_state', ['kind', 'state'])
export class TaskEntity {
  @IdCol('task_id')
  id: string;

  @Column({ type: 'varchar', length: 8, default: 'task' })
  kind: TaskKind;

  @Column({ type: 'varchar', length: 16, default: 'other' })
  type: TaskType;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

  @Fen('reward_fen')
  rewardFen: number;

  @DateCol()
  deadline: Date;

  /** at most this many active claims (tasks only; cotasks take any number of contributions) */
  @Column({ type: 'integer', default: 1 })
  slots: number;

  @Column({ type: 'integer', name: 'claim_hours', default: 72 })
  claimHours: number;

  /** comma list of JudgeLang */
  @Column({ type: 'varchar', length: 120, default: '' })
  languages: string;

  /** comma list of problem ids */
  @Column({ type: 'varchar', length: 500, name: 'problem_ids', default: '' })
  problemIds: string;

  /** comma list of tags (cotasks) */
  @Column({ type: 'varchar', length: 300, default: '' })
  tags: string;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  state: TaskState;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/** A claim of a task, or a contribution to a cotask; reviewed the same way. */
@Entity('partner_claims')
@Index('idx_partner_claims_task', ['taskId', 'state'])
@Index('idx_partner_claims_uid', ['uid', 'id'])
export class ClaimEntity {
  @IdCol('claim_id')
  id: string;

  @RefCol({ name: 'task_id' })
  taskId: string;

  @RefCol()
  uid: string;

  @Column({ type: 'varchar', length: 20, default: 'claimed' })
  state: ClaimState;

  /** a claim must be submitted before this time; null for cotask contributions */
  @DateCol({ name: 'expires_at', nullable: true })
  expiresAt: Date | null;

  /** links, file urls and notes of the submission */
  @Column({ type: 'varchar', length: 4000, default: '' })
  content: string;

  @RefCol({ name: 'template_id', nullable: true })
  templateId: string | null;

  /** the reviewer's latest note */
  @Column({ type: 'varchar', length: 500, default: '' })
  note: string;

  @Column({ type: 'varchar', length: 16, name: 'reject_reason', nullable: true })
  rejectReason: RejectReason | null;

  /** JSON ClaimHistoryItem[] */
  @Column({ type: 'text' })
  history: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
