import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Fen, Flag, IdCol, UpdatedAt } from '../../../database/columns';
import type { ProductCategory } from '../../../../../types/commerce';

@Entity('products')
@Index('idx_products_category_sort', ['category', 'sort'])
export class ProductEntity {
  @IdCol('product_id')
  id: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  category: ProductCategory;

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  /** selling points, one per line */
  @Column({ type: 'varchar', length: 2000, default: '' })
  benefits: string;

  @Fen('price_fen')
  priceFen: number;

  @Fen('original_price_fen')
  originalPriceFen: number;

  @Flag('on_sale')
  onSale: boolean;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
