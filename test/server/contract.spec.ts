import { ApiCode, Page } from '../../types/api';
import { CONTRACT_MESSAGES, ContractPage, ContractVersionView } from '../../types/contract';
import { TestApp } from '../helpers/app';

jest.setTimeout(60_000);

describe('/contract: versioned user agreement and privacy policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('shows visitors the version in force of each kind, with its history', async () => {
    const a = await t.get<ContractPage>('/api/v1/contract');
    expect(a.body.code).toBe(2000);
    expect(a.body.data.current).toMatchObject({ kind: 'agreement', version: 'v1.0', title: '码途用户协议' });
    expect(a.body.data.current.content).toContain('## 一、协议的范围');
    const p = await t.get<ContractPage>('/api/v1/contract?kind=privacy');
    expect(p.body.data.current).toMatchObject({ kind: 'privacy', version: 'v1.0' });
    expect((await t.get('/api/v1/contract?kind=terms')).body.code).toBe(ApiCode.INVALID);
  });

  it('publishes a new version from its effective date; a version in force cannot be changed, older ones stay readable', async () => {
    const admin = await t.devLogin('admin');
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const created = await t.post<ContractVersionView>('/api/admin/contract/save', { session: admin, form: { kind: 'agreement', version: 'v2.0', title: '码途用户协议', content: '## 新版\n\n内容', effective_at: future } });
    expect(created.body.code).toBe(2000);
    // not in force yet: the public page still shows v1.0, and the pending version may be edited
    expect((await t.get<ContractPage>('/api/v1/contract')).body.data.current.version).toBe('v1.0');
    const edited = await t.post<ContractVersionView>('/api/admin/contract/save', { session: admin, form: { id: created.body.data.id, kind: 'agreement', version: 'v2.0', title: '码途用户协议', content: '## 新版\n\n改过的内容', effective_at: new Date(Date.now() - 1000).toISOString() } });
    expect(edited.body.code).toBe(2000);
    const now = (await t.get<ContractPage>('/api/v1/contract')).body.data;
    expect(now.current).toMatchObject({ version: 'v2.0', content: '## 新版\n\n改过的内容' });
    expect(now.history.map((h) => h.version)).toEqual(['v2.0', 'v1.0']);
    const old = await t.get<ContractPage>(`/api/v1/contract?id=${now.history[1].id}`);
    expect(old.body.data.current.version).toBe('v1.0');
    // in force now: no edits, no deletion
    const again = await t.post('/api/admin/contract/save', { session: admin, form: { id: created.body.data.id, kind: 'agreement', version: 'v2.0', title: 'x', content: 'y', effective_at: future } });
    expect(again.body).toMatchObject({ code: ApiCode.INVALID, msg: CONTRACT_MESSAGES.inForce });
    expect((await t.post('/api/admin/contract/delete', { session: admin, form: { id: created.body.data.id } })).body.code).toBe(ApiCode.INVALID);
    // every write left an audit line
    const audit = await t.get<Page<{ action: string }>>(`/api/admin/audit/list?entity=contract&entity_id=${created.body.data.id}`, { session: admin });
    expect(audit.body.data.list.map((l) => l.action)).toEqual(['update', 'create']);
  });

  it('validates versions with the shared rules and refuses non-admins', async () => {
    const admin = await t.devLogin('admin');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const dup = await t.post('/api/admin/contract/save', { session: admin, form: { kind: 'privacy', version: 'v1.0', title: 't', content: 'c', effective_at: at } });
    expect(dup.body).toMatchObject({ code: ApiCode.INVALID, errors: [{ field: 'version', message: CONTRACT_MESSAGES.duplicate }] });
    const empty = await t.post<unknown>('/api/admin/contract/save', { session: admin, form: { kind: 'privacy', version: '', title: '', content: '', effective_at: 'soon' } });
    expect(empty.body.code).toBe(ApiCode.INVALID);
    expect(empty.body.errors?.map((e) => e.field).sort()).toEqual(['content', 'effective_at', 'title', 'version']);
    const user = await t.devLogin('user');
    expect((await t.get('/api/admin/contract/list', { session: user })).body.code).toBe(ApiCode.FORBIDDEN);
    const list = await t.get<Page<ContractVersionView>>('/api/admin/contract/list?kind=privacy', { session: admin });
    expect(list.body.data.list.every((c) => c.kind === 'privacy')).toBe(true);
    expect((await t.get('/api/admin/contract/list?secret=1', { session: admin })).body.code).toBe(ApiCode.INVALID);
  });
});
