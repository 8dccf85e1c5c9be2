import { Column, Entity, Index } from 'typeorm';
import { IdCol, RefCol } from '../../../database/columns';

/** One problem of a set; `position` is the list order over the whole set (sections included). */
@Entity('ps_items')
@Index('uq_ps_items_set_problem', ['setId', 'problemId'], { unique: true })
@Index('idx_ps_items_set_position', ['setId', 'position'])
@Index('idx_ps_items_problem', ['problemId'])
export class SetItemEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'set_id' })
  setId: string;

  @RefCol({ name: 'section_id', nullable: true })
  sectionId: string | null;

  @RefCol({ name: 'problem_id' })
  problemId: string;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
