import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FIXTURES, SOLUTIONS } from './helpers/judge-helpers';
import { writeZip } from './helpers/zip-writer';

const ROOT = path.resolve(__dirname, '..', '..');
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(__dirname, 'helpers/ts-register.js'), path.join(ROOT, 'server/src/judge/cli.ts'), ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('judge CLI', () => {
  it('prints one JSON object with the verdict, totals, cases and compiler output, and exits 0', () => {
    const r = cli('--problem', `${FIXTURES}/aplusb`, '--lang', 'cpp', '--mode', 'acm', '--code', `${SOLUTIONS}/aplusb/main.cpp`);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]);
    expect(Object.keys(out)).toEqual(['verdict', 'time_ms', 'memory_kb', 'score', 'cases', 'compile_output']);
    expect(out).toMatchObject({ verdict: 'AC', score: 100 });
    expect(out.cases).toHaveLength(10);
    expect(Object.keys(out.cases[0])).toEqual(['verdict', 'time_ms', 'memory_kb']);
  }, 120_000);

  it('judges a zip package in TPL mode, and exits 0 on a wrong answer too', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-cli-'));
    const zip = path.join(dir, 'p.zip');
    const src = `${FIXTURES}/tpl-two-sum`;
    writeZip(zip, fs.readdirSync(src).map((name) => ({ name, data: fs.readFileSync(path.join(src, name)) })));
    const ok = cli('--problem', zip, '--lang', 'javascript', '--mode', 'tpl', '--code', `${SOLUTIONS}/tpl-two-sum/solution.js`);
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ verdict: 'AC', score: 100 });
    const bad = path.join(dir, 'bad.py');
    fs.writeFileSync(bad, 'class Solution:\n    def twoSum(self, nums, target):\n        return []\n');
    const wa = cli('--problem', zip, '--lang', 'python', '--mode', 'tpl', '--code', bad);
    expect(wa.status).toBe(0);
    expect(JSON.parse(wa.stdout)).toMatchObject({ verdict: 'WA', score: 0 });
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('prints starter code and the language table', () => {
    const s = cli('--problem', `${FIXTURES}/tpl-list`, '--starter', 'java');
    expect(s.status).toBe(0);
    expect(s.stdout).toContain('public ListNode reverseList(ListNode head)');
    const l = cli('--languages');
    const langs = JSON.parse(l.stdout);
    expect(langs.map((x: { id: string }) => x.id)).toEqual(['c', 'cpp', 'java', 'python', 'javascript', 'typescript', 'go']);
    expect(langs.every((x: { available: boolean; version: string }) => x.available && /^\d/.test(x.version))).toBe(true);
  }, 60_000);

  it('exits 2 with usage on bad arguments', () => {
    const r = cli('--problem', `${FIXTURES}/aplusb`, '--lang', 'rust', '--code', 'x');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/usage/);
  });
});
