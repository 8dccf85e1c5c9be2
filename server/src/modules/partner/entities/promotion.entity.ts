import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, Flag, IdCol, RefCol } from '../../../database/columns';

/** SPEC §3 partner promotion (pmid): a promoter × a permitted product, with a short code. */
@Entity('partner_promotions')
@Index('uq_partner_promotions_code', ['code'], { unique: true })
@Index('idx_partner_promotions_uid', ['uid'])
export class PromotionEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  @RefCol({ name: 'product_id' })
  productId: string;

  @Column({ type: 'varchar', length: 32 })
  code: string;

  /** basis points of the paid amount */
  @Column({ type: 'integer', name: 'rate_bp', default: 1000 })
  rateBp: number;

  @Flag('enabled')
  enabled: boolean;

  @CreatedAt()
  createdAt: Date;
}

/** One visit through a promotion link or QR. */
@Entity('partner_touches')
@Index('idx_partner_touches_uid', ['uid', 'createdAt'])
@Index('idx_partner_touches_visitor', ['visitorId', 'createdAt'])
@Index('idx_partner_touches_promotion', ['promotionId', 'createdAt'])
export class TouchEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'promotion_id' })
  promotionId: string;

  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 64, name: 'visitor_id', default: '' })
  visitorId: string;

  /** known when the visitor was signed in, or joined at their first order */
  @RefCol({ nullable: true })
  uid: string | null;

  /** h5 or weapp */
  @Column({ type: 'varchar', length: 16, default: 'h5' })
  channel: string;

  @DateCol({ name: 'created_at' })
  createdAt: Date;
}

/** The promotion an order was attributed to, locked when the order was created. */
@Entity('partner_attributions')
@Index('uq_partner_attributions_order', ['orderNo'], { unique: true })
@Index('idx_partner_attributions_promotion', ['promotionId'])
export class AttributionEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 24, name: 'order_no' })
  orderNo: string;

  @RefCol({ name: 'promotion_id' })
  promotionId: string;

  @RefCol({ name: 'promoter_uid' })
  promoterUid: string;

  @RefCol({ name: 'buyer_uid' })
  buyerUid: string;

  @Column({ type: 'integer', name: 'rate_bp' })
  rateBp: number;

  @RefCol({ name: 'touch_id' })
  touchId: string;

  @CreatedAt()
  createdAt: Date;
}
