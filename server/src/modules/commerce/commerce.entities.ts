import { CouponEntity } from './entities/coupon.entity';
import { EquityGrantEntity } from './entities/equity-grant.entity';
import { GiftCodeEntity, GiftEntity } from './entities/gift.entity';
import { OrderRefundEntity } from './entities/order-refund.entity';
import { OrderEntity } from './entities/order.entity';
import { PayChannelEntity } from './entities/pay-channel.entity';
import { PayPlatformEntity } from './entities/pay-platform.entity';
import { PayTransactionEntity } from './entities/pay-transaction.entity';
import { ProductEquityEntity } from './entities/product-equity.entity';
import { ProductEntity } from './entities/product.entity';
import { SaleChannelEntity } from './entities/sale-channel.entity';
import { UserCouponEntity } from './entities/user-coupon.entity';
import { UserEquityEntity } from './entities/user-equity.entity';

/** Every entity of the commerce area (listed once in database/entities.ts). */
export const COMMERCE_ENTITIES = [
  UserEquityEntity,
  EquityGrantEntity,
  ProductEntity,
  ProductEquityEntity,
  OrderEntity,
  PayTransactionEntity,
  OrderRefundEntity,
  PayChannelEntity,
  PayPlatformEntity,
  SaleChannelEntity,
  CouponEntity,
  UserCouponEntity,
  GiftEntity,
  GiftCodeEntity,
];
