import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, IdCol, LongText, RefCol } from '../../../database/columns';
import type { JudgeLang } from '../../../../../types/judge';
import type { TemplateState } from '../../../../../types/partner';

/** SPEC §3 template (template_id): one reviewed version of a problem's starter template in one language. */
@Entity('partner_templates')
@Index('uq_partner_templates_version', ['problemId', 'lang', 'version'], { unique: true })
@Index('idx_partner_templates_state', ['state', 'id'])
@Index('idx_partner_templates_uid', ['uid', 'id'])
export class TemplateEntity {
  @IdCol('template_id')
  id: string;

  @RefCol({ name: 'problem_id' })
  problemId: string;

  @Column({ type: 'varchar', length: 16 })
  lang: JudgeLang;

  @Column({ type: 'integer' })
  version: number;

  @RefCol()
  uid: string;

  /** the starter template users see */
  @LongText()
  code: string;

  /** a solution written in the template: the test run judged it against the problem's data */
  @LongText()
  solution: string;

  /** JSON ProblemInfoDraft, or null when only the template changed */
  @Column({ type: 'text', nullable: true })
  info: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state: TemplateState;

  @Column({ type: 'varchar', length: 8, name: 'run_verdict', nullable: true })
  runVerdict: string | null;

  @Column({ type: 'varchar', length: 500, name: 'review_note', default: '' })
  reviewNote: string;

  @RefCol({ name: 'claim_id', nullable: true })
  claimId: string | null;

  @CreatedAt()
  createdAt: Date;

  @DateCol({ name: 'reviewed_at', nullable: true })
  reviewedAt: Date | null;
}
