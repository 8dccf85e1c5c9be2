/** @jest-environment jsdom */
// the markdown preview renders through Taro components, which this suite does not need
jest.mock('../../src/components/markdown', () => ({ __esModule: true, default: () => null }));

import { checkRule } from '../../types/admin';
import Schema from '@rc-component/async-validator';
import dayjs from 'dayjs';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Page } from '../../types/api';
import { formatFen } from '../../types/commerce';
import { SALE_CHANNEL_RULES } from '../../types/commerce-admin';
import type { AdminListParams } from '../../types/admin';
import { BOM, fetchAll, toCsv } from '../../src/components/admin-resource/csv';
import { localPage } from '../../src/components/admin-resource/local-list';
import { initialValues, ResourceForm, ResourceFormCard, wireValues } from '../../src/components/admin-resource/resource-form';
import { ApiError } from '../../src/services/request';
import { formRules } from '../../src/components/admin-resource/rules';
import type { ResourceDef, ResourceField } from '../../src/components/admin-resource/types';
import { useResourceList } from '../../src/components/admin-resource/use-resource-list';
import { listStateToSearch, parseListState, toListQuery } from '../../src/components/admin-resource/url-state';
import './antd-dom';
import { act, renderHook } from './render-hook';

type Coupon = { id: string; name: string; kind: 'amount' | 'discount'; value: number; enabled: boolean; valid_until: string; product_ids: string[] };

const FIELDS: ResourceField<Coupon>[] = [
  { key: 'id', title: 'ID', sortable: true },
  { key: 'name', title: '名称', filter: true, editable: true, rule: { label: '优惠券名称', required: true, maxLength: 40 } },
  { key: 'kind', title: '类型', type: 'enum', filter: true, editable: true, options: [{ value: 'amount', label: '满减券' }, { value: 'discount', label: '折扣券' }] },
  { key: 'value', title: '金额', type: 'money', sortable: true, editable: true },
  { key: 'enabled', title: '状态', type: 'switch', filter: true, options: [{ value: true, label: '启用' }, { value: false, label: '停用' }] },
  { key: 'valid_until', title: '有效期至', type: 'datetime', filter: true, editable: true },
  { key: 'product_ids', title: '适用商品', type: 'commaList', editable: true },
];

const ROWS: Coupon[] = Array.from({ length: 400 }, (_, i) => ({
  id: String(i + 1),
  name: i % 5 === 0 ? `春季, "特惠" ${i}` : `普通券 ${i}`,
  kind: i % 2 ? 'discount' : 'amount',
  value: 100 * (i + 1) + 5,
  enabled: i % 3 !== 0,
  valid_until: new Date(Date.UTC(2026, 0, 1 + (i % 60))).toISOString(),
  product_ids: i % 7 ? [] : ['1', '2'],
}));

/** A fake server that honours the admin list contract, counting the calls. */
function fakeServer() {
  const calls: AdminListParams[] = [];
  const list = (q: AdminListParams): Promise<Page<Coupon>> => {
    calls.push(q);
    const filters = Object.fromEntries(Object.entries(q).filter(([k]) => !['page_no', 'page_size', 'sort', 'order'].includes(k)).map(([k, v]) => [k, String(v)]));
    return Promise.resolve(localPage(ROWS, FIELDS, { page_no: q.page_no ?? 1, page_size: q.page_size ?? 20, sort: q.sort, order: q.order, filters }));
  };
  return { calls, list };
}

const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

describe('admin resource layer', () => {
  beforeEach(() => window.history.replaceState(null, '', '/admin/coupon'));

  it('round-trips list state through the URL and leaves undeclared keys alone', () => {
    const state = { page_no: 3, page_size: 50, sort: 'value', order: 'asc' as const, filters: { name: '春季', kind: 'discount', valid_until: '2026-01-01,2026-01-31' } };
    const search = listStateToSearch(state, 'from=menu');
    expect(new URLSearchParams(search).get('from')).toBe('menu');
    expect(parseListState(search, FIELDS)).toEqual(state);
    // a key that is not a declared filter is not sent to the server
    expect(parseListState('?secret=1&page=2', FIELDS)).toEqual({ page_no: 2, page_size: 20, sort: undefined, order: undefined, filters: {} });
    // a page size over the contract's limit is capped
    expect(parseListState('?size=500', FIELDS).page_size).toBe(100);
    expect(toListQuery(state)).toEqual({ page_no: 3, page_size: 50, sort: 'value', order: 'asc', name: '春季', kind: 'discount', valid_until: '2026-01-01,2026-01-31' });
  });

  it('keeps the lists of one page apart in the URL with a namespace', () => {
    const search = listStateToSearch({ page_no: 2, page_size: 20, filters: { name: '甲' } }, 'subjects.page=3', 20, 'topics.');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ 'subjects.page': '3', 'topics.page': '2', 'topics.name': '甲' });
    expect(parseListState(search, FIELDS, 20, 'topics.')).toMatchObject({ page_no: 2, filters: { name: '甲' } });
    expect(parseListState(search, FIELDS, 20, 'subjects.')).toMatchObject({ page_no: 3, filters: {} });
  });

  it('keeps filters, sort and page in the URL so a reload shows the same rows', async () => {
    const server = fakeServer();
    const def: ResourceDef<Coupon> = { title: '优惠券', rowKey: 'id', fields: FIELDS, list: server.list };
    const first = renderHook(() => useResourceList(def));
    await flush();
    act(() => first.result.setFilters({ name: '春季', kind: 'amount' }));
    await flush();
    act(() => first.result.setState({ ...first.result.state, sort: 'value', order: 'asc', page_no: 2 }));
    await flush();
    expect(window.location.pathname).toBe('/admin/coupon');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ name: '春季', kind: 'amount', sort: 'value', order: 'asc', page: '2' });
    first.unmount();

    // "reload": a new mount reads the URL and asks the server for the same page
    const before = server.calls.length;
    const again = renderHook(() => useResourceList(def));
    await flush();
    expect(server.calls[before]).toEqual({ page_no: 2, page_size: 20, sort: 'value', order: 'asc', name: '春季', kind: 'amount' });
    expect(again.result.page?.list.every((r) => r.name.includes('春季') && r.kind === 'amount')).toBe(true);
    expect(again.result.page?.page_no).toBe(2);
    // clearing the filters takes them out of the URL and back to page 1
    act(() => again.result.setFilters({}));
    await flush();
    expect(window.location.search).toBe('?sort=value&order=asc');
    again.unmount();
  });

  it('exports every filtered row across pages as CSV with a BOM, quoting and shown values', async () => {
    const server = fakeServer();
    const q = { page_no: 2, page_size: 20, enabled: 'true', kind: 'amount' };
    const rows = await fetchAll(server.list, q);
    const expected = ROWS.filter((r) => r.enabled && r.kind === 'amount');
    expect(expected.length).toBeGreaterThan(100);
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(server.calls.map((c) => c.page_no)).toEqual([1, 2]);
    expect(rows.length).toBe(expected.length);
    expect(server.calls.every((c) => c.page_size === 100 && c.kind === 'amount')).toBe(true);

    const csv = toCsv(FIELDS, rows);
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,名称,类型,金额,状态,有效期至,适用商品');
    expect(lines).toHaveLength(expected.length + 1);
    const quoted = expected.find((r) => r.name.includes('"') && r.product_ids.length)!;
    const shown = `${quoted.id},"${quoted.name.replace(/"/g, '""')}",满减券,${formatFen(quoted.value)},启用,${dayjs(quoted.valid_until).format('YYYY-MM-DD HH:mm:ss')},"1,2"`;
    expect(lines).toContain(shown);
    expect(lines.slice(1).every((l) => l.includes('满减券') && l.includes('启用'))).toBe(true);
  });

  it('neutralises spreadsheet formulas in exported cells', () => {
    const csv = toCsv([{ key: 'name', title: '名称' }], [{ name: '=HYPERLINK("x")' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('converts money between fen and yuan and lists between commas and tags in the form', () => {
    const row = ROWS[0];
    const form = initialValues(FIELDS.filter((f) => f.editable), row);
    expect(form.value).toBe(1.05);
    expect(form.product_ids).toEqual(['1', '2']);
    const wire = wireValues(FIELDS.filter((f) => f.editable), { ...form, value: 19.9, name: '  新名字 ' });
    expect(wire).toMatchObject({ value: 1990, name: '新名字', product_ids: '1,2', valid_until: row.valid_until });
    // a function initial is asked each time a new record's form opens (a run time ten minutes from now)
    let now = '2026-03-01T10:00:00.000Z';
    const runAt: ResourceField<Coupon> = { key: 'run_at', title: '执行时间', type: 'datetime', editable: true, initial: () => now };
    expect(dayjs.isDayjs(initialValues([runAt], null).run_at) && (initialValues([runAt], null).run_at as dayjs.Dayjs).toISOString()).toBe(now);
    now = '2026-03-01T11:00:00.000Z';
    expect(wireValues([runAt], initialValues([runAt], null)).run_at).toBe(now);
  });

  it('validates the form with the rule objects and messages the server DTO uses', async () => {
    // run through the validator antd's Form runs, as the form does (field name → value)
    const check = async (field: ResourceField<never>, value: unknown): Promise<string> => {
      const schema = new Schema({ [field.key]: formRules(field) as never });
      try {
        await schema.validate({ [field.key]: value });
        return '';
      } catch (e) {
        return (e as { errors: { message: string }[] }).errors[0].message;
      }
    };
    const name: ResourceField<never> = { key: 'name', title: '名称', rule: SALE_CHANNEL_RULES.name };
    expect(formRules(name)[0]).toMatchObject({ required: true });
    expect(await check(name, '')).toBe(checkRule(SALE_CHANNEL_RULES.name, ''));
    expect(await check(name, '  ')).toBe('请填写渠道名称');
    expect(await check(name, 'x'.repeat(41))).toBe('渠道名称不能超过40个字符');
    expect(await check(name, '抖音')).toBe('');
    const code: ResourceField<never> = { key: 'code', title: '编码', rule: SALE_CHANNEL_RULES.code };
    expect(await check(code, 'a b')).toBe('渠道编码只能包含字母、数字、下划线和连字符（1-32位）');
    // money rules check the wire value (fen), as the server does
    const money: ResourceField<never> = { key: 'amount', title: '减免', type: 'money', rule: { label: '减免金额', required: true, min: 1 } };
    expect(await check(money, 0)).toBe('减免金额不能小于1');
    expect(await check(money, 0.01)).toBe('');
    // required numbers and dates are values, not empty strings (the exam form's 时长 and 开始时间)
    const minutes: ResourceField<never> = { key: 'duration', title: '时长', type: 'number', rule: { label: '时长', required: true, integer: true, min: 1 } };
    expect(await check(minutes, 60)).toBe('');
    expect(await check(minutes, undefined)).toBe('请填写时长');
    expect(await check(minutes, 1.5)).toBe('时长必须是整数');
    const start: ResourceField<never> = { key: 'start_at', title: '开始', type: 'datetime', rule: { label: '开始时间', required: true } };
    expect(await check(start, dayjs('2026-12-01 10:00:00'))).toBe('');
    expect(await check(start, null)).toBe('请填写开始时间');
  });

  it('a form with several submit buttons (需修改 / 通过) validates, then hands the pressed one to save', async () => {
    const saved: [Record<string, unknown>, string | undefined][] = [];
    const def: ResourceDef<{ id: string; review: string }> = {
      title: '批改',
      rowKey: 'id',
      fields: [{ key: 'review', title: '评语', type: 'textarea', editable: true, rule: { label: '评语', maxLength: 5 } }],
      save: async (v, _row, submit) => void saved.push([v, submit]),
    };
    const submits = [{ key: 'rejected', label: '需修改', danger: true }, { key: 'passed', label: '通过', primary: true }];
    const root = createRoot(document.createElement('div'));
    const closed = jest.fn();
    const render = (review: string) =>
      act(() => root.render(createElement(ResourceForm<{ id: string; review: string }>, { def, row: { id: '1', review }, open: true, onClose: () => undefined, onSaved: closed, submits })));
    const button = (label: string) => [...document.querySelectorAll('.ant-modal-footer button')].find((b) => b.textContent?.replace(/\s/g, '') === label) as HTMLButtonElement;
    render('太长的评语超过');
    // the footer has 取消 and the two decisions instead of 保存
    expect([...document.querySelectorAll('.ant-modal-footer button')].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['取消', '需修改', '通过']);
    await act(async () => { button('通过').click(); await new Promise((r) => setTimeout(r, 50)); });
    expect(saved).toEqual([]);
    expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('评语不能超过5个字符');
    act(() => root.unmount());

    const again = createRoot(document.createElement('div'));
    await act(async () => {
      again.render(createElement(ResourceForm<{ id: string; review: string }>, { def, row: { id: '1', review: '很好' }, open: true, onClose: () => undefined, onSaved: closed, submits }));
      await new Promise((r) => setTimeout(r, 0));
    });
    await act(async () => { button('需修改').click(); await new Promise((r) => setTimeout(r, 50)); });
    expect(saved).toEqual([[{ review: '很好' }, 'rejected']]);
    expect(closed).toHaveBeenCalledTimes(1);
    act(() => again.unmount());
  });

  it('the page form (a lesson edit page): rules, fields shown by kind, the relation named by the record, server errors under their inputs', async () => {
    type Lesson = { lesson_id: string; title: string; kind: string; video_id: string; video_title: string; published: boolean };
    const calls: Record<string, unknown>[] = [];
    let fail: ApiError | undefined;
    const def: ResourceDef<Lesson> = {
      title: '课时',
      rowKey: 'lesson_id',
      fields: [
        { key: 'title', title: '标题', editable: true, rule: { label: '标题', required: true, maxLength: 60 } },
        { key: 'kind', title: '类型', type: 'enum', editable: true, options: [{ value: 'video', label: '视频' }, { value: 'article', label: '图文' }] },
        { key: 'video_id', title: '视频', type: 'relation', editable: true, placeholder: '搜索视频标题', visibleWhen: (v) => v.kind === 'video', relation: { search: async () => [], label: (l) => `#${l.video_id} ${l.video_title}` } },
        { key: 'published', title: '发布', type: 'switch', editable: true, initial: false },
      ],
      save: async (v) => {
        calls.push(v);
        if (fail) throw fail;
        return { lesson_id: '9' };
      },
    };
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const saved = jest.fn();
    const show = (row: Lesson | null) => act(async () => { root.render(createElement(ResourceFormCard<Lesson>, { key: row?.lesson_id ?? 'new', def, row, onSaved: saved })); await new Promise((r) => setTimeout(r, 0)); });
    const save = () => act(async () => { (host.querySelector('button.ant-btn-primary') as HTMLButtonElement).click(); await new Promise((r) => setTimeout(r, 50)); });
    // the form's messages appear after its async validation and motion: wait up to 2 s for them
    const errors = async () => {
      const read = () => [...host.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
      for (let i = 0; i < 100 && !read().length; i++) await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
      return read();
    };

    await show(null);
    expect(host.querySelector('.ant-card-head-title')?.textContent).toBe('新建课时');
    await save();
    expect(calls).toEqual([]);
    expect(await errors()).toEqual(['请填写标题']);

    expect(host.querySelector('.ant-switch-checked')).toBeNull();
    await show({ lesson_id: '3', title: '哈希表', kind: 'video', video_id: '12', video_title: '哈希表讲解', published: true });
    expect(host.querySelector('.ant-card-head-title')?.textContent).toBe('编辑课时');
    // a published record shows its switch on
    expect(host.querySelector('.ant-switch-checked')).not.toBeNull();
    // the picked video is named, not shown as a bare id
    expect(host.textContent).toContain('#12 哈希表讲解');
    fail = new ApiError(4220, '参数错误', 422, [{ field: 'title', message: '标题已存在' }]);
    await save();
    expect(calls).toEqual([{ title: '哈希表', kind: 'video', video_id: '12', published: true }]);
    expect(await errors()).toEqual(['标题已存在']);
    expect(saved).not.toHaveBeenCalled();

    fail = undefined;
    await save();
    expect(saved).toHaveBeenCalledWith({ lesson_id: '9' });
    act(() => root.unmount());
    host.remove();
  });

  it('filters, sorts and pages a whole list the same way the server contract does', () => {
    const page = localPage(ROWS, FIELDS, { page_no: 1, page_size: 10, sort: 'value', order: 'desc', filters: { enabled: 'false', valid_until: '2026-01-01,2026-01-10' } });
    const expected = ROWS.filter((r) => !r.enabled && r.valid_until <= '2026-01-10T23:59:59.999Z').sort((a, b) => b.value - a.value);
    expect(page.total).toBe(expected.length);
    expect(page.list.map((r) => r.id)).toEqual(expected.slice(0, 10).map((r) => r.id));
  });
});
