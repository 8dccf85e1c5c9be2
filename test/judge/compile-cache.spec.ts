import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { JudgeLang, Verdict } from '../../types/judge';
import { CompileCache } from '../../server/src/judge/compile-cache';
import { CPP_COMPILER } from '../../server/src/judge/languages/compilers';
import { Box } from '../../server/src/judge/sandbox/sandbox';
import { FIXTURES, judge, solution, testEngine } from './helpers/judge-helpers';

/** the C++ compiler runs made while `fn` ran (every sandbox run but the program's own /box/main) */
async function compilerRuns(fn: () => Promise<unknown>): Promise<string[]> {
  const engine = await testEngine();
  const spy = jest.spyOn(engine.sandbox, 'run');
  try {
    await fn();
    return spy.mock.calls.map(([, opts]) => opts.argv[0]).filter((bin) => bin !== '/box/main');
  } finally {
    spy.mockRestore();
  }
}

describe('compile cache: the same code compiles once (run on samples, then submit; rejudges)', () => {
  // a comment unique to this run keeps entries of earlier runs out of the picture
  const tag = `// ${randomUUID()}\n`;

  it('a second C++ submission of the same code reuses the binary and the warnings; other code compiles', async () => {
    const code = `${tag}${solution('aplusb', 'main.cpp')}\nint unused_fn(int x) { int y; return x; }\n`;
    let first: Awaited<ReturnType<typeof judge>> | undefined;
    const runs1 = await compilerRuns(async () => (first = await judge(`${FIXTURES}/aplusb`, 'cpp', code)));
    expect(runs1).toEqual([CPP_COMPILER.bin]);
    let second: Awaited<ReturnType<typeof judge>> | undefined;
    const runs2 = await compilerRuns(async () => (second = await judge(`${FIXTURES}/aplusb`, 'cpp', code)));
    expect(runs2).toEqual([]);
    expect(second!.verdict).toBe(Verdict.AC);
    expect(second!.cases).toHaveLength(10);
    expect(second!.compile_output).toBe(first!.compile_output);

    const other = await compilerRuns(() => judge(`${FIXTURES}/aplusb`, 'cpp', `${code}// changed\n`));
    expect(other).toEqual([CPP_COMPILER.bin]);
  }, 60_000);

  it('a compile error is never kept: the same broken code is compiled again and reported again', async () => {
    const broken = `${tag}int main() { return x; }\n`;
    const r1 = await judge(`${FIXTURES}/aplusb`, 'cpp', broken);
    let r2: Awaited<ReturnType<typeof judge>> | undefined;
    const runs = await compilerRuns(async () => (r2 = await judge(`${FIXTURES}/aplusb`, 'cpp', broken)));
    expect(r1.verdict).toBe(Verdict.CE);
    expect(r2!.verdict).toBe(Verdict.CE);
    expect(runs).toEqual([CPP_COMPILER.bin]);
  }, 60_000);

  it.each<[JudgeLang, string]>([
    ['java', 'Main.java'],
    ['go', 'main.go'],
    ['c', 'main.c'],
  ])('%s: the artifacts come back runnable from the cache', async (lang, file) => {
    const code = `${tag}${solution('aplusb', file)}`;
    expect((await judge(`${FIXTURES}/aplusb`, lang, code)).verdict).toBe(Verdict.AC);
    let again: Awaited<ReturnType<typeof judge>> | undefined;
    const engine = await testEngine();
    const spy = jest.spyOn(engine.sandbox, 'run');
    try {
      again = await judge(`${FIXTURES}/aplusb`, lang, code);
      // ten case runs and no compile run
      expect(spy).toHaveBeenCalledTimes(10);
    } finally {
      spy.mockRestore();
    }
    expect(again.verdict).toBe(Verdict.AC);
  }, 120_000);
});

describe('CompileCache on its own', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-compile-cache-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const uid = process.getuid!();

  function boxWith(files: Record<string, string>): Box {
    const dir = fs.mkdtempSync(path.join(root, 'box-'));
    const box = new Box(path.basename(dir), dir, uid);
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(box.path(name)), { recursive: true });
      box.writeFile(name, content, name.endsWith('main') ? 0o755 : 0o644);
    }
    return box;
  }

  it('keys on the command, the environment and every source; restores files with their mode, not the sources', () => {
    const cache = new CompileCache(path.join(root, 'c1'), 10);
    const input = { argv: ['/usr/bin/g++', '-O2', 'main.cpp'], files: { 'main.cpp': 'int main(){}' } };
    const key = cache.key(input);
    expect(cache.key({ ...input })).toBe(key);
    expect(cache.key({ ...input, argv: ['/usr/bin/g++', '-O0', 'main.cpp'] })).not.toBe(key);
    expect(cache.key({ ...input, env: { GOFLAGS: '-x' } })).not.toBe(key);
    expect(cache.key({ ...input, files: { 'main.cpp': 'int main(){ }' } })).not.toBe(key);
    // a name/content split cannot collide
    expect(cache.key({ ...input, files: { a: 'bc' } })).not.toBe(cache.key({ ...input, files: { ab: 'c' } }));

    const compiled = boxWith({ 'main.cpp': 'int main(){}', main: 'BINARY', 'pkg/Inner.class': 'CLASS' });
    cache.store(key, compiled, ['main.cpp'], 'warning: x');
    const fresh = boxWith({ 'main.cpp': 'int main(){}' });
    expect(cache.restore(key, fresh)).toBe('warning: x');
    expect(fs.readFileSync(fresh.path('main'), 'utf8')).toBe('BINARY');
    expect(fs.statSync(fresh.path('main')).mode & 0o777).toBe(0o755);
    expect(fs.readFileSync(fresh.path('pkg/Inner.class'), 'utf8')).toBe('CLASS');
    expect(fs.existsSync(path.join(root, 'c1', key, 'main.cpp'))).toBe(false);
    expect(cache.restore(cache.key({ ...input, files: { 'main.cpp': 'other' } }), fresh)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const dir = path.join(root, 'c2');
    const cache = new CompileCache(dir, 2);
    const keys = ['a', 'b', 'c'].map((src) => cache.key({ argv: ['/bin/true'], files: { 's.c': src } }));
    const past = (s: number) => new Date(Date.now() - s * 1000);
    cache.store(keys[0], boxWith({ main: '1' }), [], '');
    fs.utimesSync(path.join(dir, keys[0]), past(30), past(30));
    cache.store(keys[1], boxWith({ main: '2' }), [], '');
    fs.utimesSync(path.join(dir, keys[1]), past(20), past(20));
    // using the older one makes the other the least recently used
    expect(cache.restore(keys[0], boxWith({}))).toBe('');
    cache.store(keys[2], boxWith({ main: '3' }), [], '');
    expect(fs.readdirSync(dir).sort()).toEqual([keys[0], keys[2]].sort());
  });
});
