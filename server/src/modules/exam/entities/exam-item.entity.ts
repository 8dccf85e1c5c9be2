import { Column, Entity, Index } from 'typeorm';
import { Flag, IdCol, RefCol } from '../../../database/columns';

/**
 * SPEC §3 exam problem item: a bank question placed in an exam with a score and an order. A pool
 * item lists n bank questions and draws `pick` of them per user (each worth `score`).
 */
@Entity('exam_items')
@Index('idx_exam_items_exam_order', ['examId', 'sortOrder'])
export class ExamItemEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'exam_id' })
  examId: string;

  /** the question (the first of the pool for pool items) */
  @RefCol({ name: 'problem_id' })
  problemId: string;

  /** comma-joined bank ids of a pool; '' for a fixed question */
  @Column({ type: 'varchar', length: 1000, name: 'pool_ids', default: '' })
  poolIds: string;

  /** how many questions a pool draws per user */
  @Column({ type: 'smallint', default: 1 })
  pick: number;

  @Column({ type: 'integer', default: 10 })
  score: number;

  @Column({ type: 'integer', name: 'sort_order', default: 0 })
  sortOrder: number;

  /** option order shuffled per user (choice questions) */
  @Flag('shuffle')
  shuffle: boolean;
}
