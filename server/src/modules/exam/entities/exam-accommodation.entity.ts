import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, RefCol } from '../../../database/columns';

/** Per-user accommodation set by an admin: extra minutes per attempt and/or another window. */
@Entity('exam_accommodations')
@Index('uq_exam_accommodations_exam_uid', ['examId', 'uid'], { unique: true })
export class ExamAccommodationEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'exam_id' })
  examId: string;

  @RefCol()
  uid: string;

  @Column({ type: 'integer', name: 'extra_minutes', default: 0 })
  extraMinutes: number;

  @DateCol({ name: 'start_at', nullable: true })
  startAt: Date | null;

  @DateCol({ name: 'end_at', nullable: true })
  endAt: Date | null;
}
