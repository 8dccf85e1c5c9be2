import { Column, Entity, Index } from 'typeorm';
import { IdCol, RefCol, UpdatedAt } from '../../../database/columns';

/**
 * A gate of a camp (SPEC §3 gate_id, course_id, score): a node of the camp's gating graph with its
 * content (lessons, problems, practice tasks, at most one exam), typed AND/OR conditions, weighted
 * score parts and a pass score. Lists and the condition tree are stored as JSON text.
 */
@Entity('training_gates')
@Index('idx_training_gates_course', ['courseId', 'orderValue'])
export class GateEntity {
  @IdCol('gate_id')
  id: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @Column({ type: 'varchar', length: 40 })
  title: string;

  @Column({ type: 'text', nullable: true })
  summary: string | null;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;

  /** 0-100: the gate is passed when it is open and its score reaches this */
  @Column({ type: 'integer', name: 'pass_score', default: 60 })
  passScore: number;

  /** JSON GateWeights */
  @Column({ type: 'varchar', length: 200 })
  weights: string;

  /** JSON GateCondition ('' = open from the start) */
  @Column({ type: 'text', nullable: true })
  condition: string | null;

  /** JSON id lists */
  @Column({ type: 'text', name: 'lesson_ids', nullable: true })
  lessonIds: string | null;

  @Column({ type: 'text', name: 'problem_ids', nullable: true })
  problemIds: string | null;

  @Column({ type: 'text', name: 'task_ids', nullable: true })
  taskIds: string | null;

  @Column({ type: 'varchar', length: 20, name: 'exam_id', default: '' })
  examId: string;

  @UpdatedAt()
  updatedAt: Date;
}
