import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { payProviders } from '../../providers/pay/pay.providers';
import { NoticeModule } from '../notice/notice.module';
import { UserModule } from '../user/user.module';
import { CatalogService } from './catalog.service';
import { ChannelDirectory } from './channel-directory.service';
import { CommerceAdminController } from './commerce.admin.controller';
import { CommerceController } from './commerce.controller';
import { CouponService } from './coupon.service';
import { GiftService } from './gift.service';
import { OrderAdminService } from './order-admin.service';
import { OrderHooks } from './order-hooks';
import { OrderSweepService } from './order-sweep.service';
import { OrderAdminController } from './order.admin.controller';
import { OrderController } from './order.controller';
import { OrderService } from './order.service';
import { PayNotifyController } from './pay-notify.controller';
import { PaySettingsService } from './pay-settings.service';
import { PaymentService } from './payment.service';
import { PermitModule } from './permit.module';
import { RefundService } from './refund.service';
import { VipService } from './vip.service';

/** Products, orders, payments, coupons, gifts, VIP (issue 5). Permits live in PermitModule. */
@Module({
  imports: [TypeOrmModule.forFeature([]), PermitModule, UserModule, NoticeModule],
  controllers: [CommerceController, OrderController, PayNotifyController, CommerceAdminController, OrderAdminController],
  providers: [payProviders, OrderHooks, CatalogService, CouponService, PaySettingsService, OrderSweepService, OrderService, PaymentService, RefundService, OrderAdminService, GiftService, VipService, ChannelDirectory],
  exports: [CatalogService, PermitModule, ChannelDirectory, OrderHooks],
})
export class CommerceModule {}
