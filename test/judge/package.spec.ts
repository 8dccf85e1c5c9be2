import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { installPackage } from '../../server/src/judge/package/install';
import { PackageError } from '../../server/src/judge/package/package-error';
import { loadProblemDir } from '../../server/src/judge/package/problem-package';
import { cleanupProblems, FIXTURES, makeProblem } from './helpers/judge-helpers';
import { writeZip, ZipEntry } from './helpers/zip-writer';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-pkg-'));
afterAll(() => {
  cleanupProblems();
  fs.rmSync(tmp, { recursive: true, force: true });
});

let n = 0;
function zip(entries: ZipEntry[]): string {
  const file = path.join(tmp, `p${n++}.zip`);
  writeZip(file, entries);
  return file;
}
const pair = (k: number, i = '1 2\n', o = '3\n'): ZipEntry[] => [
  { name: `${k}.in`, data: i },
  { name: `${k}.out`, data: o },
];
const dest = () => path.join(tmp, `installed-${n++}`);

async function installError(source: string, target = dest()): Promise<string> {
  try {
    await installPackage(source, target);
  } catch (e) {
    expect(e).toBeInstanceOf(PackageError);
    expect(fs.existsSync(target)).toBe(false);
    return (e as Error).message;
  }
  throw new Error('package was accepted');
}

describe('data package folders', () => {
  it('reads cases in order with the config defaults', () => {
    const pkg = loadProblemDir(`${FIXTURES}/aplusb`);
    expect(pkg.cases.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pkg.config).toMatchObject({ timeLimitMs: 1000, memoryLimitBytes: 268435456, checker: { kind: 'default' } });
    expect(pkg.config.subtasks.reduce((s, t) => s + t.score, 0)).toBe(100);
    expect(pkg.config.subtasks).toHaveLength(10);
  });

  it.each([
    ['a missing .out', { cases: [], files: { '1.in': '1', '1.out': '1', '2.in': '2' } }, /缺少 2\.out/],
    ['a missing .in', { cases: [], files: { '1.in': '1', '1.out': '1', '2.out': '2' } }, /缺少 2\.in/],
    ['a gap in numbering', { cases: [], files: { '1.in': '1', '1.out': '1', '3.in': '3', '3.out': '3' } }, /缺少 2\.in/],
    ['a bad file name', { cases: [['1', '1']], files: { 'data.txt': 'x' } }, /文件名不合规：data\.txt/],
    ['a leading zero', { cases: [], files: { '01.in': '1', '01.out': '1' } }, /文件名不合规：01\.in/],
    ['no cases', { cases: [], files: { 'config.yaml': 'time_limit: 1000\n' } }, /没有测试点/],
    ['an unknown checker', { cases: [['1', '1']], config: 'checker: fuzzy\n' }, /checker 不支持 "fuzzy"/],
    ['a custom checker without checker.cpp', { cases: [['1', '1']], config: 'checker: custom\n' }, /checker\.cpp/],
    ['subtask scores not adding to 100', { cases: [['1', '1'], ['2', '2']], config: 'subtasks:\n  - { score: 40, cases: [1] }\n  - { score: 50, cases: [2] }\n' }, /之和为 90/],
    ['a subtask naming a missing case', { cases: [['1', '1']], config: 'subtasks:\n  - { score: 100, cases: [1, 2] }\n' }, /测试点 2/],
    ['a case in no subtask', { cases: [['1', '1'], ['2', '2']], config: 'subtasks:\n  - { score: 100, cases: [1] }\n' }, /测试点 2 不属于任何子任务/],
    ['a time limit out of range', { cases: [['1', '1']], config: 'time_limit: 0\n' }, /time_limit/],
    ['a bad TPL type', { cases: [['1', '1']], config: 'tpl:\n  function: f\n  params: [ { name: a, type: "map" } ]\n  returns: int\n' }, /不支持的类型 map/],
    ['a bad TPL name', { cases: [['1', '1']], config: 'tpl:\n  function: "2f"\n  params: []\n  returns: int\n' }, /tpl\.function/],
    ['broken YAML', { cases: [['1', '1']], config: 'time_limit: [1\n' }, /不是合法的 YAML/],
    ['an unknown key', { cases: [['1', '1']], config: 'time_limt: 1000\n' }, /未知的配置项 time_limt/],
  ])('rejects %s precisely', (_name, spec, message) => {
    const dir = makeProblem(spec as Parameters<typeof makeProblem>[0]);
    expect(() => loadProblemDir(dir)).toThrow(message as RegExp);
  });

  it('rejects symlinks and subfolders in a folder package', async () => {
    const dir = makeProblem({ cases: [['1', '1']] });
    fs.symlinkSync('/etc/shadow', path.join(dir, '2.in'));
    expect(() => loadProblemDir(dir)).toThrow(/符号链接：2\.in/);
    expect(await installError(dir)).toMatch(/符号链接/);
    const dir2 = makeProblem({ cases: [['1', '1']] });
    fs.mkdirSync(path.join(dir2, 'sub'));
    expect(() => loadProblemDir(dir2)).toThrow(/子目录：sub/);
  });
});

describe('data package zips', () => {
  it('installs a zip (even one wrapping a folder) and replaces the old package whole', async () => {
    const target = dest();
    const first = await installPackage(zip([...pair(1), ...pair(2), { name: 'config.yaml', data: 'time_limit: 2000\n' }]), target);
    expect(first.cases).toHaveLength(2);
    expect(first.config.timeLimitMs).toBe(2000);
    const second = await installPackage(zip([{ name: 'prob/', mode: 0o040755 }, { name: 'prob/1.in', data: '5' }, { name: 'prob/1.out', data: '5' }]), target);
    expect(second.cases).toHaveLength(1);
    expect(fs.readdirSync(target).sort()).toEqual(['1.in', '1.out']);
  });

  it('a bad package never replaces a good one, and leaves nothing half-installed', async () => {
    const target = dest();
    await installPackage(zip([...pair(1)]), target);
    const bad = zip([...pair(1), { name: '2.in', data: 'x' }]);
    const before = fs.readdirSync(path.dirname(target)).length;
    await expect(installPackage(bad, target)).rejects.toThrow(/缺少 2\.out/);
    expect(fs.readdirSync(target).sort()).toEqual(['1.in', '1.out']);
    expect(fs.readdirSync(path.dirname(target)).length).toBe(before);
  });

  it.each([
    ['a zip-slip path', [...pair(1), { name: '../evil.sh', data: 'x' }], /越出数据包目录/],
    ['a nested zip-slip path', [...pair(1), { name: 'a/../../evil', data: 'x' }], /越出数据包目录/],
    ['an absolute path', [...pair(1), { name: '/etc/cron.d/evil', data: 'x' }], /绝对路径/],
    ['a symlink entry', [...pair(1), { name: '2.in', data: '/etc/shadow', mode: 0o120777 }, { name: '2.out', data: '' }], /符号链接：2\.in/],
    ['a device or fifo entry', [...pair(1), { name: 'fifo', data: '', mode: 0o010644 }], /特殊文件/],
    ['a missing pair', [...pair(1), { name: '2.out', data: '1' }], /缺少 2\.in/],
    ['a bad name', [...pair(1), { name: 'notes.docx', data: '1' }], /文件名不合规/],
  ])('rejects %s', async (_name, entries, message) => {
    expect(await installError(zip(entries as ZipEntry[]))).toMatch(message as RegExp);
    expect(fs.existsSync(path.join(tmp, 'evil.sh'))).toBe(false);
    expect(fs.existsSync('/etc/cron.d/evil')).toBe(false);
  });

  it('rejects a file that is not a zip', async () => {
    const file = path.join(tmp, 'not.zip');
    fs.writeFileSync(file, 'PK? no, just text');
    expect(await installError(file)).toMatch(/不是有效的 zip/);
    const fake = path.join(tmp, 'fake.zip');
    fs.writeFileSync(fake, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]));
    expect(await installError(fake)).toMatch(/zip/);
  });

  it('rejects uploads over 20 MB', async () => {
    const file = path.join(tmp, 'big.zip');
    fs.writeFileSync(file, Buffer.alloc(21 * 1024 * 1024));
    expect(await installError(file)).toMatch(/超过 20 MB/);
  });

  it('rejects more than 200 MB unpacked, by the headers and by the bytes really inflated', async () => {
    const big = Buffer.alloc(201 * 1024 * 1024);
    expect(await installError(zip([...pair(1), { name: '2.in', data: big }, { name: '2.out', data: '1' }]))).toMatch(/超过 200 MB/);
    // headers claim 1 KB, the stream inflates to 201 MB
    const lying = await installError(zip([...pair(1), { name: '2.in', data: big, claimedSize: 1024 }, { name: '2.out', data: '1' }]));
    expect(lying).toMatch(/超过 200 MB|已损坏/);
  }, 60_000);
});
