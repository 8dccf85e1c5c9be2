import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol, RefCol, UpdatedAt } from '../../../database/columns';

/** A 题单: ordered items, optionally grouped into sections. */
@Entity('ps_sets')
@Index('idx_ps_sets_published_order', ['published', 'orderValue'])
export class ProblemSetEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 40 })
  title: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  intro: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  cover: string;

  /** comma-separated */
  @Column({ type: 'varchar', length: 100, default: '' })
  tags: string;

  /** free | vip | paid */
  @Column({ type: 'varchar', length: 8, default: 'free' })
  access: string;

  /** the product that sells a paid set (its equity: kind problemset, target this id) */
  @RefCol({ name: 'product_id', nullable: true })
  productId: string | null;

  @Flag('published')
  published: boolean;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;

  /** seed key, so the development seed can extend its sets when the bank grows */
  @Column({ type: 'varchar', length: 40, name: 'seed_key', default: '' })
  seedKey: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
