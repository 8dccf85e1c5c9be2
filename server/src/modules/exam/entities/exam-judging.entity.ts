import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdCol, RefCol } from '../../../database/columns';

/** A programming answer judged through the OJ queue during an attempt (the OJ submission holds code and verdict). */
@Entity('exam_judgings')
@Index('idx_exam_judgings_submit_slot', ['examSubmitId', 'slot'])
@Index('uq_exam_judgings_submission', ['submissionId'], { unique: true })
export class ExamJudgingEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'exam_submit_id' })
  examSubmitId: string;

  @Column({ type: 'varchar', length: 24 })
  slot: string;

  @RefCol({ name: 'submission_id' })
  submissionId: string;

  @CreatedAt()
  createdAt: Date;
}
