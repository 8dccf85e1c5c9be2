import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol, RefCol, UpdatedAt } from '../../../database/columns';

/** SPEC §3 problem. Statements live in problem_contents (one per answer mode). */
@Entity('oj_problems')
@Index('idx_oj_problems_visible_no', ['visible', 'no'])
export class ProblemEntity {
  @IdCol()
  id: string;

  /** the number shown in the bank (1001, 1002 …) */
  @Index('uq_oj_problems_no', { unique: true })
  @Column({ type: 'integer' })
  no: number;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @RefCol({ name: 'category_id', nullable: true })
  categoryId: string | null;

  /** knowledge tags joined by commas (`数组,哈希表`; types/oj-tags): at most 8 × 12 characters */
  @Column({ type: 'varchar', length: 120, default: '' })
  tags: string;

  /** 1 简单, 2 中等, 3 困难 */
  @Column({ type: 'smallint', default: 1 })
  level: number;

  /** milliseconds */
  @Column({ type: 'integer', name: 'time_limit', default: 1000 })
  timeLimit: number;

  /** bytes */
  @Column({ type: 'integer', name: 'memory_limit', default: 268435456 })
  memoryLimit: number;

  @Flag('has_acm')
  hasAcm: boolean;

  @Flag('has_tpl')
  hasTpl: boolean;

  @RefCol({ name: 'acm_content_id', nullable: true })
  acmContentId: string | null;

  @RefCol({ name: 'tpl_content_id', nullable: true })
  tplContentId: string | null;

  /** JSON TplSignature for TPL mode; null without TPL */
  @Column({ type: 'varchar', length: 1000, name: 'tpl_signature', nullable: true })
  tplSignature: string | null;

  /** JSON Sample[] shown in the statement and used by run-on-sample */
  // no default: MySQL refuses defaults on TEXT; every write sets it
  @Column({ type: 'text' })
  samples: string;

  /** 1 standard comparison, 2 special (checker.cpp) */
  @Column({ type: 'smallint', name: 'judge_type', default: 1 })
  judgeType: number;

  /** admin-chosen checker; null = what the data package's config.yaml says */
  @RefCol({ name: 'checker_id', nullable: true })
  checkerId: string | null;

  /** checker spec the uploaded package declared (default when none) */
  @Column({ type: 'varchar', length: 32, name: 'package_checker', default: 'default' })
  packageChecker: string;

  @Flag('visible')
  visible: boolean;

  /** open to every signed-in user; the others need the OJ product, VIP or a problem set */
  @Flag('free')
  free: boolean;

  @Flag('has_data')
  hasData: boolean;

  @Column({ type: 'integer', name: 'case_count', default: 0 })
  caseCount: number;

  /** statistics, recomputed by the one onJudged place */
  @Column({ type: 'integer', name: 'submit_count', default: 0 })
  submitCount: number;

  @Column({ type: 'integer', name: 'accepted_count', default: 0 })
  acceptedCount: number;

  @Column({ type: 'integer', name: 'solved_users', default: 0 })
  solvedUsers: number;

  /** official solution topic (community), pinned on the solution tab */
  @RefCol({ name: 'solution_topic_id', nullable: true })
  solutionTopicId: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
