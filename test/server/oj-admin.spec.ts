import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from '../../types/api';
import type { AdminProblemDetail, AdminProblemRow, Category, CheckerRow, LanguageRow, OjUserRow, PackageReport, ProblemDetail, ProblemRow, SubmissionResult, SubmissionRow } from '../../types/oj';
import type { SessionInfo } from '../../types/user';
import { DataSource } from 'typeorm';
import { ProblemUserEntity } from '../../server/src/modules/oj/entities/problem-user.entity';
import { expectListRefusals } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';
import { postMultipart } from '../helpers/multipart';
import { writeZip } from '../judge/helpers/zip-writer';

let t: TestApp;
let admin: SessionInfo;
let user: SessionInfo;
let created = '';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-admin-spec-'));

const form = (over: Record<string, string | number> = {}) => ({
  no: 2001,
  title: '字符串反转',
  level: 2,
  time_limit: 2000,
  memory_limit: 128 * 1024 * 1024,
  acm_content: '输入一行字符串 $s$，输出它的反转。',
  samples: JSON.stringify([{ input: 'abc', output: 'cba' }]),
  visible: 1,
  free: 1,
  ...over,
});

function zipOf(name: string, files: Record<string, string>): Buffer {
  const file = path.join(tmp, name);
  writeZip(file, Object.entries(files).map(([n, data]) => ({ name: n, data })));
  return fs.readFileSync(file);
}

beforeAll(async () => {
  t = await TestApp.start();
  admin = await t.devLogin('admin');
  // a learner of its own: the MariaDB run shares one database across files
  user = await t.devLogin({ uid: '10020' });
}, 60_000);
afterAll(async () => {
  // hidden again, so the bank other files see is the seeded one
  if (created) await t.post('/api/admin/oj/problem/update', { session: admin, form: { ...form(), problem_id: created, visible: 0 } });
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('admin OJ', () => {
  let pid: string;

  it('every admin call refuses learners (4003) and visitors (4001)', async () => {
    for (const url of ['problem/list', 'language/list', 'category/list', 'checker/list', 'user/list', 'submission/list', 'problem/cpt?problem_id=1']) {
      expect((await t.get(`/api/admin/oj/${url}`, { session: user })).body.code).toBe(4003);
      expect((await t.get(`/api/admin/oj/${url}`)).body.code).toBe(4001);
    }
    for (const url of ['problem/create', 'problem/update', 'problem/data?problem_id=1', 'language/update', 'category/create', 'checker/delete', 'submission/rejudge']) {
      expect((await t.post(`/api/admin/oj/${url}`, { session: user, form: {} })).body.code).toBe(4003);
    }
  });

  it('creates a problem with statements, limits and samples; validates every field', async () => {
    const bad = await t.post('/api/admin/oj/problem/create', { session: admin, form: form({ no: 1001, title: ' ', acm_content: '', time_limit: 50, level: 4 }) });
    expect(bad.body.code).toBe(4220);
    expect(bad.body.errors!.map((e) => e.field).sort()).toEqual(['level', 'time_limit', 'title']);
    const dup = await t.post('/api/admin/oj/problem/create', { session: admin, form: form({ no: 1001 }) });
    expect(dup.body.errors).toEqual([{ field: 'no', message: '题号已被使用' }]);
    const noMode = await t.post('/api/admin/oj/problem/create', { session: admin, form: form({ acm_content: '' }) });
    expect(noMode.body.msg).toBe('至少填写一种模式的题目描述');
    const sig = await t.post('/api/admin/oj/problem/create', { session: admin, form: form({ tpl_content: '实现 reverse', tpl_signature: '{"function":"reverse","params":[{"name":"s","type":"str"}],"returns":"string"}' }) });
    expect(sig.body.errors![0]).toMatchObject({ field: 'tpl_signature' });
    expect(sig.body.errors![0].message).toMatch(/^函数签名不正确：tpl\.params\[0\]\.type \(s\)：不支持的类型 str/);

    const ok = await t.post<AdminProblemDetail>('/api/admin/oj/problem/create', { session: admin, form: form() });
    expect(ok.body.code).toBe(2000);
    pid = ok.body.data.problem_id;
    created = pid;
    expect(ok.body.data).toMatchObject({ no: 2001, level: 2, time_limit: 2000, has_data: false, package: null, tpl: null, samples: [{ input: 'abc', output: 'cba' }] });
    // a learner sees it, limits in ms and bytes; without data nobody can submit yet
    const d = (await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${pid}`, { session: user })).body.data;
    expect(d).toMatchObject({ time_limit: 2000, memory_limit: 134217728, has_data: false, content: '输入一行字符串 $s$，输出它的反转。' });
    const refused = await t.post('/api/v1/oj/submit', { session: user, form: { problem_id: pid, lang: 'python', code_mode: 1, code: 'print(input()[::-1])' } });
    expect(refused.body).toMatchObject({ code: 4220, msg: '本题暂无评测数据，暂不能提交' });
  });

  it('tags: at most 8, each 1–12 characters, no commas (Chinese messages); saved in order without duplicates; omitted keeps them, empty clears', async () => {
    const update = (tags: unknown, json = false) => {
      const body = { ...form({ problem_id: pid }), ...(tags === undefined ? {} : { tags }) };
      return t.post<AdminProblemDetail>('/api/admin/oj/problem/update', json ? { session: admin, json: body } : { session: admin, form: body as unknown as Record<string, string> });
    };
    const refused = async (tags: unknown, message: string, json = false) => expect((await update(tags, json)).body).toMatchObject({ code: 4220, errors: [{ field: 'tags', message }] });
    await refused('一,二,三,四,五,六,七,八,九', '标签最多8个');
    await refused('字符串,一二三四五六七八九十一二三', '每个标签1到12个字符');
    await refused(['数组', '动态,规划'], '标签不能包含逗号', true);
    await refused(['数组', ' '], '每个标签1到12个字符', true);
    await refused([1], '标签格式不正确', true);
    const ok = await update('字符串， 模拟,字符串,双指针');
    expect(ok.body.data.tags).toEqual(['字符串', '模拟', '双指针']);
    expect((await update(undefined)).body.data.tags).toEqual(['字符串', '模拟', '双指针']);
    expect((await update(['一二三四五六七八九十一二', '数组'], true)).body.data.tags).toEqual(['一二三四五六七八九十一二', '数组']);
    const row = (await t.get<Page<AdminProblemRow>>('/api/admin/oj/problem/list?keyword=2001', { session: admin })).body.data.list[0];
    expect(row.tags).toEqual(['一二三四五六七八九十一二', '数组']);
    const learner = (await t.get<Page<ProblemRow>>(`/api/v1/oj/problem/list?page_size=100&tag=${encodeURIComponent('一二三四五六七八九十一二')}`, { session: user })).body.data.list;
    expect(learner.map((p) => p.no)).toEqual([2001]);
    expect((await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${pid}`, { session: user })).body.data.tags).toEqual(['一二三四五六七八九十一二', '数组']);
    expect((await update('')).body.data.tags).toEqual([]);
  });

  it('data upload: .zip only, at most 20 MB, validated by the judge; the report lists the cases; config.yaml values are adopted', async () => {
    const url = `/api/admin/oj/problem/data?problem_id=${pid}`;
    const up = (filename: string, data: Buffer, session = admin) => postMultipart<PackageReport>(t, url, { session, files: [{ filename, contentType: 'application/zip', data }] });
    expect((await up('data.rar', Buffer.from('x'))).body).toMatchObject({ code: 4220, msg: '不符合要求的文件格式（.zip）' });
    const huge = await up('big.zip', Buffer.alloc(20 * 1024 * 1024 + 10));
    expect(huge.status).toBe(413);
    expect(huge.body.msg).toBe('文件尺寸过大（大于20MB）');
    const unpaired = await up('bad.zip', zipOf('bad.zip', { '1.in': 'abc\n', '2.in': 'x\n' }));
    expect(unpaired.body.code).toBe(4220);
    expect(unpaired.body.msg).toMatch(/^数据包不合格：缺少 1\.out/);
    expect((await up('data.zip', zipOf('u.zip', { '1.in': 'a\n', '1.out': 'a\n' }), user)).body.code).toBe(4003);
    // TPL packages: an unknown type, void without the mutated argument, a design sequence whose lengths
    // differ and data that does not parse as the declared types are refused with file, line and reason
    const tpl = (sig: string, files: Record<string, string>) => up('tpl.zip', zipOf('tpl.zip', { 'config.yaml': `tpl:\n${sig}`, ...files }));
    const unknownType = await tpl('  function: f\n  params: [ { name: a, type: "vector<int>" } ]\n  returns: int\n', { '1.in': '[1]\n', '1.out': '1\n' });
    expect(unknownType.body.msg).toMatch(/^数据包不合格：config\.yaml: tpl\.params\[0\]\.type \(a\)：不支持的类型 vector<int>/);
    const noMutates = await tpl('  function: f\n  params: [ { name: a, type: "int[]" } ]\n  returns: void\n', { '1.in': '[1]\n', '1.out': '[1]\n' });
    expect(noMutates.body.msg).toContain('tpl.returns 为 void 时必须用 mutates 指明输出哪个参数');
    const lru = '  class: LRUCache\n  constructor: [ { name: capacity, type: int } ]\n  methods: [ { name: get, params: [ { name: key, type: int } ], returns: int } ]\n';
    const lengths = await tpl(lru, { '1.in': '["LRUCache","get"]\n[[2]]\n', '1.out': '[null,-1]\n' });
    expect(lengths.body.msg).toContain('1.in 第 2 行：操作 2 个，参数列表 1 个，长度不同');
    const badData = await tpl('  function: f\n  params: [ { name: a, type: "int[]" }, { name: k, type: int } ]\n  returns: int\n', { '1.in': '[1]\n2\n', '1.out': '1\n', '2.in': '[1]\n"2"\n', '2.out': '1\n' });
    expect(badData.body.msg).toContain('2.in 第 2 行：k 应为 int（32 位整数），实际为 "2"');

    const py = await up('data.zip', zipOf('py.zip', { '1.in': 'a\n', '1.out': 'a\n', 'checker.py': 'import sys\nsys.exit(0)\n', 'config.yaml': 'checker: custom\n' }));
    expect(py.body.data).toMatchObject({ checker: expect.stringContaining('custom'), checker_file: 'checker.py' });
    const good = await up('data.zip', zipOf('good.zip', { '1.in': 'abc\n', '1.out': 'cba\n', '2.in': 'hello\n', '2.out': 'olleh\n', 'config.yaml': 'time_limit: 1500\n' }));
    expect(good.body.code).toBe(2000);
    expect(good.body.data).toMatchObject({ case_count: 2, checker: 'default', has_checker_cpp: false, checker_file: '', adopted: ['时间限制 1500ms'] });
    expect(good.body.data.cases).toEqual([{ id: 1, input_bytes: 4, output_bytes: 4 }, { id: 2, input_bytes: 6, output_bytes: 6 }]);
    const detail = (await t.get<AdminProblemDetail>(`/api/admin/oj/problem/detail?problem_id=${pid}`, { session: admin })).body.data;
    expect(detail).toMatchObject({ time_limit: 1500, has_data: true });
    expect(detail.package!.case_count).toBe(2);
    // the installed config.yaml carries the problem's limits
    const installed = fs.readFileSync(path.join(t.config.oj.dataDir, pid, 'config.yaml'), 'utf8');
    expect(installed).toContain('time_limit: 1500');
    expect(installed).toContain('memory_limit: 134217728');
  });

  it('editing limits or the checker rewrites the installed config; a custom checker needs checker.cpp', async () => {
    const checkers = (await t.get<CheckerRow[]>('/api/admin/oj/checker/list', { session: admin })).body.data;
    const exact = checkers.find((c) => c.spec === 'exact')!;
    const custom = checkers.find((c) => c.spec === 'custom')!;
    const up = await t.post<AdminProblemDetail>('/api/admin/oj/problem/update', { session: admin, form: form({ problem_id: pid, time_limit: 3000, checker_id: exact.id }) });
    expect(up.body.data).toMatchObject({ time_limit: 3000, checker_id: exact.id });
    const installed = fs.readFileSync(path.join(t.config.oj.dataDir, pid, 'config.yaml'), 'utf8');
    expect(installed).toContain('time_limit: 3000');
    expect(installed).toContain('checker: exact');
    const refused = await t.post('/api/admin/oj/problem/update', { session: admin, form: form({ problem_id: pid, checker_id: custom.id }) });
    expect(refused.body.code).toBe(4220);
    expect(refused.body.msg).toContain('checker.cpp');
    expect((await t.get<CheckerRow[]>('/api/admin/oj/checker/list', { session: admin })).body.data.find((c) => c.id === exact.id)!.problem_count).toBe(1);
    expect((await t.post('/api/admin/oj/checker/delete', { session: admin, form: { id: exact.id } })).body).toMatchObject({ code: 4009, msg: '该评测器正在被题目使用，不能删除' });
  });

  it('problem package download (cpt) is a zip of the installed package, for admins only', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/admin/oj/problem/cpt?problem_id=${pid}`, headers: { authorization: admin.token, uid: admin.uid } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="problem-2001.zip"');
    const raw = res.rawPayload;
    expect(raw.readUInt32LE(0)).toBe(0x04034b50);
    for (const name of ['1.in', '1.out', '2.in', '2.out', 'config.yaml']) expect(raw.includes(Buffer.from(name))).toBe(true);
  });

  it('categories and checkers: create, rename, refuse bad input and deleting what is in use', async () => {
    const c = await t.post<Category>('/api/admin/oj/category/create', { session: admin, form: { name: '贪心', order_value: 9 } });
    expect(c.body.data).toMatchObject({ name: '贪心', order_value: 9, problem_count: 0 });
    expect((await t.post('/api/admin/oj/category/create', { session: admin, form: { name: '' } })).body.code).toBe(4220);
    expect((await t.post<Category>('/api/admin/oj/category/update', { session: admin, form: { id: c.body.data.id, name: '贪心算法' } })).body.data.name).toBe('贪心算法');
    const cats = (await t.get<Category[]>('/api/admin/oj/category/list', { session: admin })).body.data;
    const math = cats.find((x) => x.name === '数学')!;
    expect((await t.post('/api/admin/oj/category/delete', { session: admin, form: { id: math.id } })).body.msg).toBe('该分类下还有题目，不能删除');
    expect((await t.post('/api/admin/oj/category/delete', { session: admin, form: { id: c.body.data.id } })).body.code).toBe(2000);
    const ck = await t.post<CheckerRow>('/api/admin/oj/checker/create', { session: admin, form: { name: '浮点 1e-4', spec: 'float:1e-4' } });
    expect(ck.body.data).toMatchObject({ spec: 'float:1e-4', problem_count: 0 });
    expect((await t.post('/api/admin/oj/checker/create', { session: admin, form: { name: 'x', spec: 'rm -rf' } })).body.errors![0].field).toBe('spec');
    expect((await t.post('/api/admin/oj/checker/delete', { session: admin, form: { id: ck.body.data.id } })).body.code).toBe(2000);
  });

  it('languages list includes disabled ones with versions', async () => {
    const langs = (await t.get<LanguageRow[]>('/api/admin/oj/language/list', { session: admin })).body.data;
    expect(langs.map((l) => l.lang).sort()).toEqual(['c', 'cpp', 'go', 'java', 'javascript', 'python', 'typescript']);
    expect((await t.post('/api/admin/oj/language/update', { session: admin, form: { lang: 'rust', enabled: 1 } })).body.code).toBe(4220);
  });

  it('submissions of everyone, rejudge, and OJ users', async () => {
    const sid = (await t.post<{ submission_id: string }>('/api/v1/oj/submit', { session: user, form: { problem_id: pid, lang: 'python', code_mode: 1, code: 'print(input()[::-1])' } })).body.data.submission_id;
    const wait = async () => {
      for (;;) {
        const r = (await t.get<SubmissionResult>(`/api/v1/oj/submission/result?submission_id=${sid}`, { session: user })).body.data;
        if (r.status === 'done') return r;
        await new Promise((res) => setTimeout(res, 100));
      }
    };
    expect((await wait()).verdict).toBe('AC');
    const list = (await t.get<Page<SubmissionRow>>(`/api/admin/oj/submission/list?uid=${user.uid}`, { session: admin })).body.data;
    expect(list.list[0]).toMatchObject({ submission_id: sid, uid: user.uid, verdict: 'AC', problem_no: 2001 });
    expect((await t.get<Page<SubmissionRow>>(`/api/admin/oj/submission/list?verdict=WA&uid=${user.uid}`, { session: admin })).body.data.total).toBe(0);
    // new data turns the answer wrong; a rejudge follows it and the statistics are recounted
    await postMultipart(t, `/api/admin/oj/problem/data?problem_id=${pid}`, { session: admin, files: [{ filename: 'v2.zip', contentType: 'application/zip', data: zipOf('v2.zip', { '1.in': 'abc\n', '1.out': 'abc\n' }) }] });
    const re = await t.post<SubmissionResult>('/api/admin/oj/submission/rejudge', { session: admin, form: { submission_id: sid } });
    expect(re.body.data.status).toBe('pending');
    expect((await wait()).verdict).toBe('WA');
    const row = (await t.get<Page<AdminProblemRow>>('/api/admin/oj/problem/list?keyword=2001', { session: admin })).body.data.list[0];
    expect(row).toMatchObject({ submissions: 1, accepted: 0, case_count: 1 });
    const users = (await t.get<Page<OjUserRow>>(`/api/admin/oj/user/list?keyword=${user.uid}`, { session: admin })).body.data;
    expect(users.total).toBe(1);
    expect(users.list[0]).toMatchObject({ uid: user.uid, accepted: 0, tried: 1, submissions: 1 });
    expect(users.list[0].nick_name).not.toBe('');
    expect(users.list[0].last_submit_at).not.toBeNull();
    expect((await t.post('/api/admin/oj/submission/rejudge', { session: admin, form: { submission_id: '999999' } })).body.code).toBe(4004);
  }, 90_000);

  it('problem, user and submission lists follow the admin list contract: sorts either way, filters narrow, the rest is refused', async () => {
    const problems = async (qs: string) => (await t.get<Page<AdminProblemRow>>(`/api/admin/oj/problem/list?page_size=100&${qs}`, { session: admin })).body.data.list.map((p) => p.no);
    const byNo = await problems('');
    expect(byNo.length).toBeGreaterThan(1);
    expect(byNo).toEqual([...byNo].sort((a, b) => a - b));
    expect(await problems('sort=no&order=desc')).toEqual([...byNo].reverse());
    expect(await problems(`keyword=${encodeURIComponent('字符串反转')}`)).toEqual([2001]);
    await expectListRefusals(t, admin, '/api/admin/oj/problem/list', ['no', 'id', 'created_at', 'updated_at', 'submissions', 'accepted']);

    // a second answer (the data now says "echo"): two of the learner's submissions, one of each verdict
    const sid2 = (await t.post<{ submission_id: string }>('/api/v1/oj/submit', { session: user, form: { problem_id: pid, lang: 'python', code_mode: 1, code: 'print(input())' } })).body.data.submission_id;
    for (;;) {
      if ((await t.get<SubmissionResult>(`/api/v1/oj/submission/result?submission_id=${sid2}`, { session: user })).body.data.status === 'done') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    const submissions = async (qs: string) => (await t.get<Page<SubmissionRow>>(`/api/admin/oj/submission/list?uid=${user.uid}&${qs}`, { session: admin })).body.data.list.map((r) => r.submission_id);
    const [newest, oldest] = await submissions('');
    expect(newest).toBe(sid2);
    expect(await submissions('sort=submission_id&order=asc')).toEqual([oldest, newest]);
    expect(await submissions('sort=created_at&order=desc')).toEqual([newest, oldest]);
    expect(await submissions('verdict=AC')).toEqual([sid2]);
    expect(await submissions(`problem_id=${pid}&verdict=WA`)).toEqual([oldest]);
    await expectListRefusals(t, admin, '/api/admin/oj/submission/list', ['submission_id', 'created_at', 'time_ms', 'memory_kb']);

    // standings of two more users (a factory, not a judge run): sorted by what they solved, either way
    const standings = t.app.get(DataSource).getRepository(ProblemUserEntity);
    const at = new Date('2026-01-02T03:04:05Z');
    const made = [
      { uid: '10023', problemId: '990001', status: 2, submissions: 1, lastSubmitAt: at },
      { uid: '10023', problemId: '990002', status: 2, submissions: 4, lastSubmitAt: at },
      { uid: '10024', problemId: '990001', status: 1, submissions: 2, lastSubmitAt: at },
    ];
    await standings.insert(made);
    try {
      const users = async (qs: string) =>
        (await t.get<Page<OjUserRow>>(`/api/admin/oj/user/list?page_size=100&${qs}`, { session: admin })).body.data.list.map((u) => u.uid).filter((uid) => uid === '10023' || uid === '10024');
      expect(await users('sort=accepted&order=desc')).toEqual(['10023', '10024']);
      expect(await users('sort=accepted&order=asc')).toEqual(['10024', '10023']);
      expect(await users('sort=tried&order=desc')).toEqual(['10024', '10023']);
      expect(await users('sort=uid&order=desc')).toEqual(['10024', '10023']);
      const one = (await t.get<Page<OjUserRow>>('/api/admin/oj/user/list?keyword=10023', { session: admin })).body.data;
      expect(one).toMatchObject({ total: 1, list: [{ uid: '10023', accepted: 2, tried: 0, submissions: 5 }] });
      const paged = (await t.get<Page<OjUserRow>>('/api/admin/oj/user/list?page_size=1&sort=uid&order=asc', { session: admin })).body.data;
      expect(paged.list).toHaveLength(1);
      expect(paged.total).toBeGreaterThanOrEqual(3);
      await expectListRefusals(t, admin, '/api/admin/oj/user/list', ['uid', 'accepted', 'tried', 'submissions', 'last_submit_at']);
    } finally {
      for (const m of made) await standings.delete({ uid: m.uid, problemId: m.problemId });
    }
  }, 90_000);
});
