import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol, LongText, RefCol, UpdatedAt } from '../../../database/columns';

/** A course (SPEC §3 course_id). Sold through a commerce product whose equity names this course. */
@Entity('courses')
@Index('idx_courses_published_order', ['published', 'orderValue'])
export class CourseEntity {
  @IdCol('course_id')
  id: string;

  /** course category ('' = none) */
  @RefCol({ name: 'category_id', nullable: true })
  categoryId: string | null;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  /** 'normal' course, or 'training': a training camp (its cohorts and gates live in the training module) */
  @Column({ type: 'varchar', length: 10, default: 'normal' })
  kind: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  subtitle: string;

  /** markdown */
  @LongText({ nullable: true })
  intro: string | null;

  /** storage key of the cover image, or an external url */
  @Column({ type: 'varchar', length: 512, default: '' })
  cover: string;

  @Column({ type: 'varchar', length: 30, default: '' })
  teacher: string;

  @Flag('is_free')
  free: boolean;

  @Column({ type: 'boolean', name: 'vip_included', default: true })
  vipIncluded: boolean;

  @Flag('published')
  published: boolean;

  /** commerce product selling it ('' = not for sale) */
  @Column({ type: 'varchar', length: 32, name: 'product_id', default: '' })
  productId: string;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
