import { ApiCode } from '../../types/api';
import type { ChannelView } from '../../types/commerce';
import { TestApp } from '../helpers/app';

jest.setTimeout(60_000);

describe('/:channel landings exist only for known channels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('resolves an enabled sale channel for visitors', async () => {
    const res = await t.get<ChannelView>('/api/v1/channel/resolve?code=bilibili');
    expect(res.body).toMatchObject({ code: 2000, data: { code: 'bilibili', kind: 'sale', name: 'B站' } });
  });

  it('answers 4004 for unknown, disabled and malformed codes, never a 500', async () => {
    const admin = await t.devLogin('admin');
    const saved = await t.post('/api/admin/sale-channel/save', { session: admin, form: { code: 'spring_sale', name: '春季活动', enabled: 'false' } });
    expect(saved.body.code).toBe(2000);
    for (const code of ['contract-x', 'spring_sale', 'a%2Fb', '..', '渠道']) {
      const res = await t.get(`/api/v1/channel/resolve?code=${encodeURIComponent(code)}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: ApiCode.NOT_FOUND, msg: '页面不存在' });
    }
    const missing = await t.get('/api/v1/channel/resolve');
    expect(missing.body.code).toBe(ApiCode.INVALID);
  });
});
