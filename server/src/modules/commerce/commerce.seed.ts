import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { SEED_PRODUCT_IDS } from '../../config/pay-config';
import { CouponEntity } from './entities/coupon.entity';
import { PayChannelEntity } from './entities/pay-channel.entity';
import { PayPlatformEntity } from './entities/pay-platform.entity';
import { ProductEquityEntity } from './entities/product-equity.entity';
import { ProductEntity } from './entities/product.entity';
import { SaleChannelEntity } from './entities/sale-channel.entity';

const VIP_BENEFITS = ['全部算法题库与题解', '深度技能课程免费学', '会员专属答疑', '求职辅导直播'].join('\n');

/**
 * Development catalogue: the three VIP tiers and the OJ product with the fixed ids of the startup
 * config, sample course/problem-set/camp products (off sale until those areas give them real
 * targets), the pay channels and platforms, two sale channels and a welcome coupon. Idempotent.
 */
export async function seedCommerce(ds: DataSource): Promise<void> {
  if (await ds.getRepository(ProductEntity).existsBy({ id: SEED_PRODUCT_IDS.oj })) return;
  await ds.transaction(async (em) => {
    const [v1, v2, v3] = SEED_PRODUCT_IDS.vip;
    await em.getRepository(ProductEntity).insert([
      { id: v1, name: '月度会员', category: 'vip', description: '30 天超级会员', benefits: VIP_BENEFITS, priceFen: 3900, originalPriceFen: 4900, onSale: true, sort: 1 },
      { id: v2, name: '季度会员', category: 'vip', description: '90 天超级会员', benefits: VIP_BENEFITS, priceFen: 9900, originalPriceFen: 14700, onSale: true, sort: 2 },
      { id: v3, name: '年度会员', category: 'vip', description: '365 天超级会员', benefits: VIP_BENEFITS, priceFen: 29900, originalPriceFen: 58800, onSale: true, sort: 3 },
      { id: SEED_PRODUCT_IDS.oj, name: '算法题库', category: 'oj', description: '一年内畅刷全部算法题', benefits: '全部算法题\n官方题解\n提交记录与统计', priceFen: 9900, originalPriceFen: 0, onSale: true, sort: 4 },
      { id: '5', name: '深度技能课程', category: 'course', description: '示例课程商品', benefits: '', priceFen: 19900, originalPriceFen: 0, onSale: false, sort: 5 },
      { id: '6', name: '大厂高频题单', category: 'problemset', description: '示例题单商品', benefits: '', priceFen: 4900, originalPriceFen: 0, onSale: false, sort: 6 },
      { id: '7', name: '算法训练营', category: 'camp', description: '示例训练营商品', benefits: '', priceFen: 59900, originalPriceFen: 0, onSale: false, sort: 7 },
    ]);
    await em.getRepository(ProductEquityEntity).insert([
      { productId: v1, kind: 'vip', targetId: '', durationDays: 30 },
      { productId: v2, kind: 'vip', targetId: '', durationDays: 90 },
      { productId: v3, kind: 'vip', targetId: '', durationDays: 365 },
      { productId: SEED_PRODUCT_IDS.oj, kind: 'oj', targetId: '', durationDays: 365 },
      { productId: '5', kind: 'course', targetId: '1', durationDays: 0 },
      { productId: '6', kind: 'problemset', targetId: '1', durationDays: 365 },
      { productId: '7', kind: 'camp', targetId: '1', durationDays: 180 },
    ]);
    await em.getRepository(PayPlatformEntity).insert([
      { code: 'wechatpay', name: '微信支付', enabled: true },
      { code: 'card', name: '银行卡', enabled: true },
      { code: 'sandbox', name: '沙箱支付', enabled: true },
    ]);
    await em.getRepository(PayChannelEntity).insert([
      { code: 'wechat_jsapi', name: '微信支付', platform: 'wechatpay', clients: 'weapp', enabled: true, sort: 1 },
      { code: 'wechat_native', name: '微信扫码支付', platform: 'wechatpay', clients: 'desktop', enabled: true, sort: 2 },
      { code: 'wechat_h5', name: '微信支付', platform: 'wechatpay', clients: 'mobile', enabled: true, sort: 3 },
      { code: 'card', name: '银行卡支付', platform: 'card', clients: 'mobile,desktop', enabled: true, sort: 4 },
      { code: 'sandbox', name: '沙箱支付（开发）', platform: 'sandbox', clients: 'weapp,mobile,desktop', enabled: true, sort: 9 },
    ]);
    await em.getRepository(SaleChannelEntity).insert([
      { code: 'bilibili', name: 'B站', enabled: true },
      { code: 'zhihu', name: '知乎', enabled: true },
    ]);
    const now = Date.now();
    await em.getRepository(CouponEntity).insert({
      name: '新人立减10元',
      kind: 'amount',
      value: 1000,
      minFen: 3000,
      productIds: '',
      validFrom: new Date(now - 86_400_000),
      validUntil: new Date(now + 365 * 86_400_000),
      perUserLimit: 1,
      total: 0,
      claimed: 0,
      enabled: true,
    });
  });
  new Logger('Seed').log('seeded products (VIP 1-3, OJ 4), pay channels, sale channels and a coupon');
}
