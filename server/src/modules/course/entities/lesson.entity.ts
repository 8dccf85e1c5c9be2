import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol, LongText, RefCol, UpdatedAt } from '../../../database/columns';
import type { LessonKind } from '../../../../../types/course';

/** A lesson: a video (with optional notes) or a markdown article. */
@Entity('lessons')
@Index('idx_lessons_course', ['courseId', 'groupId', 'orderValue'])
@Index('idx_lessons_video', ['videoId'])
export class LessonEntity {
  @IdCol('lesson_id')
  id: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @RefCol({ name: 'group_id' })
  groupId: string;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @Column({ type: 'varchar', length: 16 })
  kind: LessonKind;

  @RefCol({ name: 'video_id', nullable: true })
  videoId: string | null;

  /** markdown */
  @LongText({ nullable: true })
  content: string | null;

  @Flag('free_preview')
  freePreview: boolean;

  @Flag('published')
  published: boolean;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
