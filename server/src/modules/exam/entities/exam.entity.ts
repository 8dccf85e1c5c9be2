import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, Flag, IdCol, RefCol, UpdatedAt } from '../../../database/columns';

/** SPEC §3 exam: a timed paper open in a window, free, VIP-only or bound to an equity (a product's permit). */
@Entity('exams')
@Index('idx_exams_published_start', ['published', 'startAt'])
export class ExamEntity {
  @IdCol('exam_id')
  id: string;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @Column({ type: 'varchar', length: 512, default: '' })
  cover: string;

  // no default: MySQL refuses defaults on TEXT; every write sets it
  @Column({ type: 'text' })
  description: string;

  /** comma-joined exam tag ids */
  @Column({ type: 'varchar', length: 200, name: 'tag_ids', default: '' })
  tagIds: string;

  /** free | vip | equity */
  @Column({ type: 'varchar', length: 10, default: 'free' })
  access: string;

  /** with access 'equity': the equity kind and target that open it (e.g. course 3) */
  @Column({ type: 'varchar', length: 16, name: 'permit_kind', nullable: true })
  permitKind: string | null;

  @Column({ type: 'varchar', length: 32, name: 'permit_target', default: '' })
  permitTarget: string;

  /** the product the no-permission panel offers (null: the VIP page) */
  @RefCol({ name: 'product_id', nullable: true })
  productId: string | null;

  @DateCol({ name: 'start_at' })
  startAt: Date;

  @DateCol({ name: 'end_at' })
  endAt: Date;

  /** minutes per attempt */
  @Column({ type: 'integer', default: 60 })
  duration: number;

  @Column({ type: 'smallint', name: 'attempts_allowed', default: 1 })
  attemptsAllowed: number;

  /** ResultRule: 1 immediately, 2 after the user's attempts, 3 after the window closes */
  @Column({ type: 'smallint', name: 'result_rule', default: 1 })
  resultRule: number;

  @Flag('published')
  published: boolean;

  /** the exam's discussion topic in the community (comment page) */
  @RefCol({ name: 'topic_id', nullable: true })
  topicId: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
