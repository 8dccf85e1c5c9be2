import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { SEED_PRODUCT_IDS } from '../../config/pay-config';
import { OrderEntity } from '../commerce/entities/order.entity';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { UserEntity } from '../user/entities/user.entity';
import { LedgerEntryEntity } from './entities/ledger.entity';
import { PartnerEntity } from './entities/partner.entity';
import { AttributionEntity, PromotionEntity, TouchEntity } from './entities/promotion.entity';
import { ClaimEntity, TaskEntity } from './entities/task.entity';
import { TemplateEntity } from './entities/template.entity';
import { DAY_MS } from './partner-clock';

const ADMIN = '10001';
const PROMOTER = '10004';
const CONTENT = '10005';
const ALL_LANGS = 'c,cpp,java,python,javascript,go';

/**
 * Development partner program (issue 17 item 8): the admin (10001) is an active partner with both
 * roles; a promoter (10004) with a promotion, visits and two paid orders, one refunded (commission
 * and clawback in the ledger); a content partner (10005) with a claimed task and an approved
 * template; published tasks and a cotask. The learner (10002) is not a partner. Idempotent.
 */
export async function seedPartner(ds: DataSource): Promise<void> {
  if (await ds.getRepository(PartnerEntity).existsBy({ uid: ADMIN })) return;
  const products = [...SEED_PRODUCT_IDS.vip, SEED_PRODUCT_IDS.oj].join(',');
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  await ds.transaction(async (em) => {
    await em.getRepository(PartnerEntity).insert([
      { uid: ADMIN, status: 'active', roles: 'promoter,content', langPermits: ALL_LANGS, productPermits: products, note: '开发管理员' },
      { uid: PROMOTER, status: 'active', roles: 'promoter', langPermits: '', productPermits: products, note: '示例推广合伙人' },
      { uid: CONTENT, status: 'active', roles: 'content', langPermits: 'python,cpp', productPermits: '', note: '示例内容合伙人' },
    ]);
    for (const uid of [ADMIN, PROMOTER, CONTENT]) await em.getRepository(UserEntity).update({ uid }, { isPartner: true });
    const promos = em.getRepository(PromotionEntity);
    const adminPromo = await promos.save(promos.create({ uid: ADMIN, productId: SEED_PRODUCT_IDS.vip[0], code: 'ctadmin', rateBp: 1000, enabled: true }));
    const promo = await promos.save(promos.create({ uid: PROMOTER, productId: SEED_PRODUCT_IDS.vip[0], code: 'ctpromo', rateBp: 1500, enabled: true }));
    const touches = em.getRepository(TouchEntity);
    for (let i = 0; i < 12; i++) await touches.insert({ promotionId: promo.id, code: promo.code, visitorId: `seedvisitor${i}`, uid: i < 2 ? String(10006 + i) : null, channel: i % 3 ? 'h5' : 'weapp', createdAt: at(12 - i) });
    for (let i = 0; i < 5; i++) await touches.insert({ promotionId: adminPromo.id, code: adminPromo.code, visitorId: `seedadmin${i}`, uid: null, channel: 'h5', createdAt: at(5 - i) });
    const orders = em.getRepository(OrderEntity);
    const buyers = [
      { uid: '10006', no: 'CT20250101120000000001', refunded: false, days: 10 },
      { uid: '10007', no: 'CT20250101120000000002', refunded: true, days: 3 },
    ];
    for (const b of buyers) {
      const paidAt = at(b.days);
      await orders.insert({
        orderNo: b.no,
        uid: b.uid,
        productId: SEED_PRODUCT_IDS.vip[0],
        productName: '月度会员',
        category: 'vip',
        state: b.refunded ? 'refunded' : 'paid',
        priceFen: 3900,
        discountFen: 0,
        amountFen: 3900,
        userCouponId: null,
        couponName: '',
        channelCode: '',
        payChannel: 'sandbox',
        transactionId: `SEED${b.no}`,
        expiresAt: new Date(paidAt.getTime() + 30 * 60_000),
        paidAt,
        closedAt: null,
        refundedAt: b.refunded ? at(1) : null,
        refundReason: b.refunded ? '示例退款' : '',
      });
      const touch = await touches.findOneByOrFail({ uid: b.uid, promotionId: promo.id });
      await em.getRepository(AttributionEntity).insert({ orderNo: b.no, promotionId: promo.id, promoterUid: PROMOTER, buyerUid: b.uid, rateBp: promo.rateBp, touchId: touch.id });
      const fen = Math.floor((3900 * promo.rateBp) / 10_000);
      const release = new Date(paidAt.getTime() + 7 * DAY_MS);
      await em.getRepository(LedgerEntryEntity).insert({ uid: PROMOTER, kind: 'commission', amountFen: fen, availableAt: release, ref: `commission:${b.no}`, orderNo: b.no, promotionId: promo.id, note: '月度会员', createdAt: paidAt });
      if (b.refunded) await em.getRepository(LedgerEntryEntity).insert({ uid: PROMOTER, kind: 'clawback', amountFen: -fen, availableAt: release, ref: `clawback:${b.no}`, orderNo: b.no, promotionId: promo.id, note: '退款：月度会员', createdAt: at(1) });
    }
    const problem = await em.getRepository(ProblemEntity).findOneBy({ no: 1002 });
    const problemIds = problem ? problem.id : '';
    const tasks = em.getRepository(TaskEntity);
    const base = { description: '', rewardFen: 5000, deadline: at(-30), claimHours: 72, languages: 'python,cpp', problemIds, tags: '', state: 'published' as const };
    const tplTask = await tasks.save(tasks.create({ ...base, kind: 'task', type: 'template', title: '为「两数之和」编写 TPL 模板', description: '为题目编写 Python 与 C++ 的核心代码模板，并用模板写出能通过全部数据的解答。', slots: 3 }));
    await tasks.save(tasks.create({ ...base, kind: 'task', type: 'explanation', title: '录制「A+B 问题」讲解视频', description: '录制 5 分钟以内的讲解视频，提交视频链接。', rewardFen: 10000, slots: 1, languages: '' }));
    await tasks.save(tasks.create({ ...base, kind: 'cotask', type: 'solution', title: '补充数组类题目的题解', description: '为数组类题目补充高质量题解，每份贡献单独审核。', rewardFen: 2000, slots: 0, tags: '数组,题解' }));
    await em.getRepository(ClaimEntity).insert({
      taskId: tplTask.id,
      uid: CONTENT,
      state: 'claimed',
      expiresAt: at(-2),
      content: '',
      templateId: null,
      note: '',
      rejectReason: null,
      history: JSON.stringify([{ at: at(1).toISOString(), state: 'claimed', by: CONTENT, note: '' }]),
    });
    if (problem) {
      await em.getRepository(TemplateEntity).insert({
        problemId: problem.id,
        lang: 'python',
        version: 1,
        uid: CONTENT,
        code: 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        pass\n',
        solution: 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n',
        info: null,
        state: 'approved',
        runVerdict: 'AC',
        reviewNote: '示例：已通过',
        claimId: null,
        reviewedAt: at(1),
      });
    }
  });
  new Logger('Seed').log('seeded the partner program (partners 10001, 10004, 10005)');
}
