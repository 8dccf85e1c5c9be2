import { DataSource } from 'typeorm';
import type { OrderPayResponse, OrderView } from '../../types/commerce';
import type { PromotionView } from '../../types/partner';
import type { SessionInfo } from '../../types/user';
import { LedgerEntryEntity } from '../../server/src/modules/partner/entities/ledger.entity';
import type { TestApp } from './app';

/** Partner program steps through the real API (admin approves, promotions, visits, purchases). */
export class PartnerSteps {
  constructor(
    private readonly t: TestApp,
    private readonly admin: SessionInfo,
  ) {}

  async makePartner(uid: string, extra: Partial<Record<'status' | 'roles' | 'lang_permits' | 'product_permits', string>> = {}): Promise<void> {
    const res = await this.t.post('/api/admin/partner/save', {
      session: this.admin,
      form: { uid, status: 'active', roles: 'promoter,content', lang_permits: 'python,cpp', product_permits: '1,2,3,4', ...extra },
    });
    if (res.body.code !== 2000) throw new Error(`partner save: ${res.body.msg}`);
  }

  async promotion(uid: string, productId = '1', rateBp = 1000): Promise<PromotionView> {
    const res = await this.t.post<PromotionView>('/api/admin/partner/promotion/save', { session: this.admin, form: { uid, product_id: productId, rate_bp: rateBp, enabled: 1 } });
    if (res.body.code !== 2000) throw new Error(`promotion save: ${res.body.msg}`);
    return res.body.data;
  }

  async touch(code: string, visitorId: string, session?: SessionInfo): Promise<void> {
    const res = await this.t.post<{ exists: boolean }>('/api/partner/promotion/touch', { session, form: { code, visitor_id: visitorId, channel: 'h5' } });
    if (res.body.code !== 2000 || !res.body.data.exists) throw new Error(`touch: ${res.body.msg}`);
  }

  async order(s: SessionInfo, productId = '1', visitorId?: string): Promise<OrderView> {
    const res = await this.t.post<OrderView>('/api/v1/order/create', { session: s, form: { product_id: productId, ...(visitorId ? { visitor_id: visitorId } : {}) } });
    if (res.body.code !== 2000) throw new Error(`order: ${res.body.msg}`);
    return res.body.data;
  }

  /** Pays through the development sandbox (signed notification → the one fulfilment path). */
  async pay(s: SessionInfo, orderNo: string): Promise<void> {
    const paid = await this.t.post<OrderPayResponse>('/api/v1/order/pay', { session: s, form: { order_no: orderNo, pay_channel: 'sandbox' } });
    if (paid.body.data.action.type !== 'sandbox') throw new Error('expected sandbox');
    const ok = await this.t.post<OrderView>('/api/v1/pay/sandbox/confirm', { session: s, form: { order_no: orderNo, ticket: paid.body.data.action.ticket } });
    if (ok.body.data.state !== 'paid') throw new Error(`pay: ${ok.body.msg}`);
  }

  async buy(s: SessionInfo, visitorId?: string, productId = '1'): Promise<OrderView> {
    const o = await this.order(s, productId, visitorId);
    await this.pay(s, o.order_no);
    return o;
  }

  refund(orderNo: string) {
    return this.t.post('/api/admin/order/refund', { session: this.admin, form: { order_no: orderNo, reason: '用户申请' } });
  }

  async entries(uid: string): Promise<LedgerEntryEntity[]> {
    return this.t.app.get(DataSource).getRepository(LedgerEntryEntity).find({ where: { uid }, order: { id: 'ASC' } });
  }
}
