import { splitByLanguage } from '../../src/pages/oj/problem/split-languages';
import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/oj/problem/1'), go: jest.fn(), goBack: jest.fn() }));
jest.mock('../../src/platform/login', () => ({ goToLogin: jest.fn() }));

import { encrypt } from '../../server/src/common/crypto';
import { MESSAGES } from '../../types/validation';
import { renderMarkdown } from '../../src/components/oj-statement/render';
import { checkZip } from '../../src/pages/admin/oj-problem-data/zip-rules';
import { watchJudge } from '../../src/platform/judge-watch.h5';
import { pollJudge } from '../../src/services/judge-poll';
import { useAuthStore } from '../../src/stores/auth.store';
import { useConfigStore } from '../../src/stores/config.store';
import type { JudgeStreamEvent } from '../../types/oj';
import { parseTagInput, tagsError } from '../../types/oj-tags';
import { INITIAL_FILTER, filterFromQuery, filterToQuery, filterToRequest } from '../../src/pages/oj/list/list-filter';

const taro = Taro as unknown as TaroMock;
const ok = (data: unknown) => ({ statusCode: 200, header: {}, data: { code: 2000, data, msg: 'ok' } });
const ac = (id: number) => ({ id, verdict: 'AC', time_ms: 1, memory_kb: 900 });

beforeEach(() => {
  taro.__reset();
  useConfigStore.getState().setConfig({
    teacher_uid: '', discussion_id: '', algo_course_id: '', vip_product_ids: [], second_vip_product_id: '', oj_product_id: '', sample_topic_id: '',
    api_key: Buffer.alloc(32).toString('base64'), api_encrypt: false, env: 'test',
  });
  useAuthStore.setState({ token: 'tok', uid: '10002', responseKey: Buffer.alloc(32, 7).toString('base64') });
});

describe('data package rules (SPEC §5)', () => {
  it('takes .zip up to 20 MB with the spec messages', () => {
    expect(checkZip({ name: 'data.rar', size: 10 })).toBe('不符合要求的文件格式（.zip）');
    expect(checkZip({ name: 'DATA.ZIP', size: 20 * 1024 * 1024 + 1 })).toBe(MESSAGES.zipTooLarge);
    expect(MESSAGES.zipTooLarge).toBe('文件尺寸过大（大于20MB）');
    expect(checkZip({ name: 'p.zip', size: 20 * 1024 * 1024 })).toBeNull();
  });
});

describe('statement markdown', () => {
  it('keeps formulas away from emphasis and renders them with the given math renderer', () => {
    const html = renderMarkdown('求 $a_1 * a_2$ 与 **粗体**\n\n$$\\sum_{i=1}^n i$$', (tex, display) => `<m d="${display}">${tex}</m>`);
    expect(html).toContain('<m d="false">a_1 * a_2</m>');
    expect(html).toContain('<m d="true">\\sum_{i=1}^n i</m>');
    expect(html).toContain('<strong>粗体</strong>');
  });

  it('does not pass raw HTML through', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).not.toContain('<script>');
  });
});

describe('watching a submission', () => {
  it('mini-program polling replays each new case once and stops when the result is done', async () => {
    taro.request
      .mockResolvedValueOnce(ok({ status: 'judging', total: 3, cases: [ac(1)] }))
      .mockResolvedValueOnce(ok({ status: 'judging', total: 3, cases: [ac(1), ac(2)] }))
      .mockResolvedValueOnce(ok({ status: 'done', total: 3, cases: [ac(1), ac(2), ac(3)] }));
    const events: JudgeStreamEvent[] = [];
    await new Promise<void>((done) => pollJudge('42', { onEvent: (e) => events.push(e), onDone: done }));
    expect(events.map((e) => e.case!.id)).toEqual([1, 2, 3]);
    expect(taro.request.mock.calls[0][0].url).toBe('/api/v1/oj/submission/result?submission_id=42');
  }, 10_000);

  it('H5 reads the SSE stream with the token in headers and decrypts each event with the session key', async () => {
    const key = Buffer.alloc(32, 7);
    const frames = [{ id: 's42.1', stage: 'case', total: 2, case: ac(1) }, { id: 's42.1', stage: 'case', total: 2, case: ac(2) }, { id: 's42.1', stage: 'done', total: 2 }]
      .map((e) => `data: ${JSON.stringify(encrypt(JSON.stringify(e), key, 's'))}\n\n`)
      .join(': keep-alive\n\n');
    const bytes = new TextEncoder().encode(frames);
    // delivered in uneven chunks, as a network would
    const body = new ReadableStream({
      start(c) {
        for (let i = 0; i < bytes.length; i += 37) c.enqueue(bytes.subarray(i, i + 37));
        c.close();
      },
    });
    const fetchMock = jest.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    const events: JudgeStreamEvent[] = [];
    await new Promise<void>((done) => watchJudge('42', { onEvent: (e) => events.push(e), onDone: done }));
    expect(events.map((e) => e.case!.id)).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/oj/stream?id=42', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'tok', uid: '10002' }) }));
  });
});

describe('official solution per language', () => {
  it('splits "### Lang" + fenced blocks into tabs and keeps the prose', () => {
    const content = '## 思路\n\n哈希表。\n\n## 参考代码\n\n### C++\n\n```cpp\nint a;\n```\n\n### Python3\n\n```python\na = 1\n```';
    const { prose, tabs } = splitByLanguage(content);
    expect(prose).toBe('## 思路\n\n哈希表。\n\n## 参考代码');
    expect(tabs).toEqual([
      { title: 'C++', fence: 'cpp', block: '```cpp\nint a;\n```' },
      { title: 'Python3', fence: 'python', block: '```python\na = 1\n```' },
    ]);
    expect(splitByLanguage('只有一段\n\n### C++\n\n```cpp\nx\n```').tabs).toEqual([]);
  });
});

describe('problem tags', () => {
  it('one rule for every editor: at most 8, each 1–12 characters, no commas; typed lines split at commas and 、', () => {
    expect(parseTagInput(' 数组，哈希表、双指针,数组,, ')).toEqual(['数组', '哈希表', '双指针']);
    expect(tagsError(['数组', '哈希表'])).toBe('');
    expect(tagsError([])).toBe('');
    expect(tagsError(['一', '二', '三', '四', '五', '六', '七', '八', '九'])).toBe('标签最多8个');
    expect(tagsError(['一二三四五六七八九十一二'])).toBe('');
    expect(tagsError(['一二三四五六七八九十一二三'])).toBe('每个标签1到12个字符');
    expect(tagsError(['  '])).toBe('每个标签1到12个字符');
    expect(tagsError(['动态,规划'])).toBe('标签不能包含逗号');
    expect(tagsError('数组')).toBe('标签格式不正确');
  });

  it('the bank filter lives in the URL: read back (encoded or not), defaults left out, bad values ignored', () => {
    const f = { ...INITIAL_FILTER, tag: '动态规划', level: 2 as const, pageNo: 3 };
    const q = filterToQuery(f);
    expect(q).toEqual({ tag: '动态规划', level: '2', page: '3' });
    expect(filterFromQuery(q)).toEqual(f);
    // the mini-program passes page options still percent-encoded
    expect(filterFromQuery({ tag: encodeURIComponent('动态规划') }).tag).toBe('动态规划');
    expect(filterFromQuery({ level: '9', sort_type: 'x', status: '3', category_id: 'abc', page: '-1', tag: '%' })).toEqual({ ...INITIAL_FILTER, status: 3, tag: '%' });
    expect(filterToQuery(INITIAL_FILTER)).toEqual({});
    expect(filterToRequest({ ...INITIAL_FILTER, tag: '数组' }, 20)).toEqual({ page_no: 1, page_size: 20, sort_type: 1, tag: '数组' });
    expect(filterToRequest(INITIAL_FILTER, 20)).not.toHaveProperty('tag');
  });
});
