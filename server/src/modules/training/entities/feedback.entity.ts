import { Column, Entity } from 'typeorm';
import { LongText, RefCol, UpdatedAt } from '../../../database/columns';

/** A teacher's feedback to one learner on one gate (markdown); `approved` meets a teacher_approval condition. */
@Entity('training_feedback')
export class TrainingFeedbackEntity {
  @Column({ type: 'varchar', length: 20, primary: true })
  uid: string;

  @RefCol({ primary: true, name: 'gate_id' })
  gateId: string;

  @LongText()
  content: string;

  @Column({ type: 'boolean', default: false })
  approved: boolean;

  @Column({ type: 'varchar', length: 20, name: 'author_uid' })
  authorUid: string;

  @UpdatedAt()
  updatedAt: Date;
}
