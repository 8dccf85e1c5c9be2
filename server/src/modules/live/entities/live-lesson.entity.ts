import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, RefCol } from '../../../database/columns';

/** A scheduled live lesson: live on its channel between start and end, then a replay video. */
@Entity('live_lessons')
@Index('idx_live_lessons_start', ['startAt'])
@Index('idx_live_lessons_subject', ['subjectId', 'startAt'])
export class LiveLessonEntity {
  @IdCol('id')
  id: string;

  @RefCol({ name: 'subject_id' })
  subjectId: string;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

  @Column({ type: 'varchar', length: 30, default: '' })
  teacher: string;

  @DateCol({ name: 'start_at' })
  startAt: Date;

  @DateCol({ name: 'end_at' })
  endAt: Date;

  @RefCol({ name: 'channel_id', nullable: true })
  channelId: string | null;

  @RefCol({ name: 'replay_video_id', nullable: true })
  replayVideoId: string | null;
}
