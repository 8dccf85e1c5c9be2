import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdCol, RefCol } from '../../../database/columns';
import type { LiveEventKind } from '../../../../../types/course';

/** What happened in a live lesson (start, end, notices, materials), shown on its page. */
@Entity('live_events')
@Index('idx_live_events_lesson', ['lessonId'])
export class LiveEventEntity {
  @IdCol('id')
  id: string;

  @RefCol({ name: 'lesson_id' })
  lessonId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: LiveEventKind;

  @Column({ type: 'varchar', length: 500 })
  content: string;

  @CreatedAt()
  createdAt: Date;
}
