import * as fs from 'node:fs';
import * as path from 'node:path';
import { Verdict } from '../../types/judge';
import { judgeSubmission, loadProblemDir } from '../../server/src/judge';
import { SEED_PROBLEMS } from '../../server/src/modules/oj/seed/oj-seed-data';

const SEED = path.resolve(__dirname, '../../server/seed');

/** The seeded bank is real: every package is valid and its C++ reference solution is accepted. */
describe('OJ seed problems', () => {
  it.each(SEED_PROBLEMS.map((p) => [p.no, p.title, p] as const))('%s %s: valid package, modes match, reference solution accepted', async (_no, _title, p) => {
    const dir = path.join(SEED, 'problems', p.pkg);
    const pkg = loadProblemDir(dir);
    expect(Boolean(pkg.config.tpl)).toBe(Boolean(p.tpl));
    expect(p.samples.length).toBeGreaterThan(0);
    const sols = path.join(SEED, 'solutions', p.pkg);
    const file = ['main.cpp', 'solution.cpp'].find((f) => fs.existsSync(path.join(sols, f)))!;
    const r = await judgeSubmission(dir, 'cpp', p.tpl ? 'tpl' : 'acm', fs.readFileSync(path.join(sols, file), 'utf8'));
    expect(r).toMatchObject({ verdict: Verdict.AC, score: 100 });
  }, 60_000);
});
