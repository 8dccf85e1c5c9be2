import { Column, Entity, Index } from 'typeorm';
import { IdCol, RefCol } from '../../../database/columns';

/** How often a company asked a problem, per window, and when it was last seen. */
@Entity('ps_company_problems')
@Index('uq_ps_company_problems', ['companyId', 'problemId'], { unique: true })
export class CompanyProblemEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'company_id' })
  companyId: string;

  @RefCol({ name: 'problem_id' })
  problemId: string;

  @Column({ type: 'integer', name: 'freq_30d', default: 0 })
  freq30d: number;

  @Column({ type: 'integer', name: 'freq_90d', default: 0 })
  freq90d: number;

  @Column({ type: 'integer', name: 'freq_180d', default: 0 })
  freq180d: number;

  @Column({ type: 'integer', name: 'freq_all', default: 0 })
  freqAll: number;

  /** YYYY-MM-DD, '' when unknown */
  @Column({ type: 'varchar', length: 10, name: 'last_seen', default: '' })
  lastSeen: string;
}
