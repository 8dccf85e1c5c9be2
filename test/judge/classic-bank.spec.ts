import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadClassicBank } from '../../server/src/modules/oj/seed/classic/classic-problem';

/**
 * The classic bank's folders are well-formed (no sandbox here: `npm run check:classic` judges the
 * solutions). CLASSIC=slug,slug narrows it like the check. The packages are built by
 * test/judge/classic/build.ts in a plain node process.
 */
const bank = loadClassicBank(undefined, process.env.CLASSIC?.split(','));
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-classic-spec-'));
let built: { slug: string; dir?: string; deterministic?: boolean; error?: string }[] = [];

beforeAll(() => {
  const script = path.join(__dirname, 'classic', 'build.ts');
  const out = execFileSync(process.execPath, [path.join(__dirname, 'helpers', 'ts-register.js'), script, cache, bank.map((p) => p.slug).join(',')], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  built = JSON.parse(out.trim().split('\n').pop()!);
}, 600_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('classic bank folders', () => {
  it('numbers and slugs are unique', () => {
    const all = loadClassicBank();
    expect(new Set(all.map((p) => p.meta.no)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.index)).size).toBe(all.length);
  });

  it.each(bank.map((p) => [p.slug, p] as const))('%s: statement sections, ≥ 10 deterministic cases, samples first and shown in the statement, a valid package', (slug, p) => {
    for (const h of ['## 题目描述', '## 示例', '## 提示']) expect(p.statement).toContain(h);
    const b = built.find((x) => x.slug === slug)!;
    expect(b.error).toBeUndefined();
    expect(b.deterministic).toBe(true);
    // the builder validated the package with the judge's loader (signature, every case line)
    const cases = fs.readdirSync(b.dir!).filter((f) => f.endsWith('.in')).length;
    expect(cases).toBeGreaterThanOrEqual(10);
    expect(fs.readFileSync(path.join(b.dir!, 'config.yaml'), 'utf8')).toContain('tpl:');
    // every sample's expected output appears in the statement's examples
    for (let k = 1; k <= p.meta.samples; k++) {
      expect(p.statement.replace(/\s/g, '')).toContain(fs.readFileSync(path.join(b.dir!, `${k}.out`), 'utf8').replace(/\s/g, ''));
    }
  });
});
