import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from '../../types/api';
import { TPL_LANGS } from '../../types/judge';
import type { ProblemDetail, ProblemRow } from '../../types/oj';
import type { SessionInfo } from '../../types/user';
import { seedClassic } from '../../server/src/modules/oj/seed/classic/classic.seed';
import { loadClassicBank } from '../../server/src/modules/oj/seed/classic/classic-problem';
import { ProblemEntity } from '../../server/src/modules/oj/entities/problem.entity';
import { DataSource } from 'typeorm';
import { TestApp } from '../helpers/app';

const bank = loadClassicBank();
let t: TestApp;
let user: SessionInfo;

beforeAll(async () => {
  t = await TestApp.start({ SEED_CLASSIC: 'on' });
  user = await t.devLogin('user');
}, 600_000);
afterAll(() => t.close());

/** the whole bank, page by page */
async function allRows(): Promise<ProblemRow[]> {
  const rows: ProblemRow[] = [];
  for (let page = 1; ; page++) {
    const data = (await t.get<Page<ProblemRow>>(`/api/v1/oj/problem/list?page_size=100&page_no=${page}`, { session: user })).body.data;
    rows.push(...data.list);
    if (!data.list.length || rows.length >= data.total) return rows;
  }
}

describe('classic bank in the OJ (SEED_CLASSIC=on)', () => {
  it('every folder is a problem with its number, title, level, category and modes; an existing seed problem is taken over, not duplicated', async () => {
    const all = await allRows();
    for (const p of bank) {
      const row = all.find((r) => r.no === p.meta.no);
      expect(row).toMatchObject({ title: p.meta.title, level: p.meta.level, category_name: p.meta.category, has_tpl: true, has_acm: p.meta.acm, tags: p.meta.tags });
    }
    expect(all.filter((r) => r.title === '两数之和')).toHaveLength(1);
    const cats = (await t.get<{ name: string }[]>('/api/v1/oj/categories', { session: user })).body.data.map((c) => c.name);
    for (const p of bank) expect(cats).toContain(p.meta.category);
  });

  it('statements in both modes, samples from the generator, starter code in five languages, the official solution in every language', async () => {
    const two = bank.find((p) => p.slug === 'two-sum')!;
    const id = (await allRows()).find((r) => r.no === two.meta.no)!.problem_id;
    const tpl = (await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${id}&code_mode=2`, { session: user })).body.data;
    expect(tpl.content).toContain('## 示例');
    expect(tpl.content).toContain('核心代码模式');
    expect(tpl.samples[0]).toEqual({ input: '[5,12,3,8]\n11', output: '[2,3]' });
    expect(tpl.samples).toHaveLength(two.meta.samples);
    expect(tpl).toMatchObject({ time_limit: two.meta.timeLimit, has_data: true });
    const acm = (await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${id}&code_mode=1`, { session: user })).body.data;
    expect(acm.content).toContain('## 输入格式');
    const starters = (await t.get<Record<string, string>>(`/api/v1/oj/problem/templates?problem_id=${id}&code_mode=2`, { session: user })).body.data;
    expect(starters.java).toContain('public int[] twoSum(int[] nums, int target)');
    expect(Object.keys(starters).sort()).toEqual([...TPL_LANGS].sort());
    const topic = (await t.get<{ title: string; content: string }>(`/api/v1/topic/detail?topic_id=${tpl.solution_topic_id}`, { session: user })).body.data;
    expect(topic.title).toBe('官方题解：两数之和');
    for (const fence of ['```cpp', '```java', '```python', '```javascript', '```go']) expect(topic.content).toContain(fence);
    expect(topic.content).toContain('ACM 模式（C++）');
  });

  it('seeding again is a no-op; a changed folder is reinstalled in place', async () => {
    const ds = t.app.get(DataSource);
    // a database installed before problems had tags gets them without a reinstall
    await ds.getRepository(ProblemEntity).update({ no: bank[2].meta.no }, { tags: '' });
    expect(await seedClassic(ds, t.config)).toBe(0);
    expect((await ds.getRepository(ProblemEntity).findOneByOrFail({ no: bank[2].meta.no })).tags.split(',')).toEqual(bank[2].meta.tags);
    const count = await ds.getRepository(ProblemEntity).count();
    // a copy of the bank with one statement edited: only that problem is reinstalled
    const tmp = fs.mkdtempSync(path.join(t.config.oj.dataDir, '..', 'classic-copy-'));
    for (const p of bank.slice(0, 2)) fs.cpSync(p.dir, path.join(tmp, path.basename(p.dir)), { recursive: true });
    const first = path.join(tmp, path.basename(bank[0].dir));
    fs.appendFileSync(path.join(first, 'statement.md'), '\n- 新增的一条提示\n');
    try {
      expect(await seedClassic(ds, t.config, tmp)).toBe(1);
      expect(await ds.getRepository(ProblemEntity).count()).toBe(count);
      const row = await ds.getRepository(ProblemEntity).findOneByOrFail({ no: bank[0].meta.no });
      const detail = (await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${row.id}&code_mode=2`, { session: user })).body.data;
      expect(detail.content).toContain('新增的一条提示');
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
