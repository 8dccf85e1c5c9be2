import fs from 'node:fs';
import path from 'node:path';
import { readAppJson } from './app-json';
import { DIST } from './weapp-env';

const MB = 1024 * 1024;

function walk(dir: string): { file: string; bytes: number }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [{ file: path.relative(DIST, full).split(path.sep).join('/'), bytes: fs.statSync(full).size }];
  });
}

describe('mini-program package budgets (DESIGN §7)', () => {
  const files = walk(DIST).filter((f) => !f.file.endsWith('.LICENSE.txt') && f.file !== 'project.config.json');
  const roots = (readAppJson().subPackages ?? []).map((sp) => `${sp.root}/`);
  const main = files.filter((f) => !roots.some((r) => f.file.startsWith(r)));
  const sum = (list: typeof files) => list.reduce((n, f) => n + f.bytes, 0);

  it('main package under 1 MB', () => {
    const bytes = sum(main);
    console.log(`weapp main package: ${bytes} bytes (${(bytes / 1024).toFixed(1)} KB)`);
    expect(main.some((f) => f.file === 'app.js')).toBe(true);
    expect(bytes).toBeLessThan(1 * MB);
  });

  it('whole mini-program under 20 MB', () => {
    const bytes = sum(files);
    console.log(`weapp total: ${bytes} bytes (${(bytes / 1024).toFixed(1)} KB)`);
    expect(bytes).toBeLessThan(20 * MB);
  });

  it('keeps every subpackage page out of the main package', () => {
    for (const root of roots) expect(files.some((f) => f.file.startsWith(root) && f.file.endsWith('.js'))).toBe(true);
    expect(main.some((f) => f.file.startsWith('pages/admin/'))).toBe(false);
    // antd and the admin console never reach the mini-program
    expect(files.some((f) => fs.readFileSync(path.join(DIST, f.file), 'utf8').includes('ant-design'))).toBe(false);
  });
});
