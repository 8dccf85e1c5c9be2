/**
 * Builds classic bank packages in a plain node process (jest's sandboxed realm makes the reference
 * runs several times slower) and prints one JSON line: per problem its folder, the package
 * directory and whether two generator runs agree. Used by test/judge/classic-bank.spec.ts:
 *   node test/judge/helpers/ts-register.js test/judge/classic/build.ts <cacheDir> [slug,slug]
 */
import { isDeepStrictEqual } from 'node:util';
import { buildClassic, generateInputs } from '../../../server/src/modules/oj/seed/classic/classic-build';
import { loadClassicBank, loadClassicProblem } from '../../../server/src/modules/oj/seed/classic/classic-problem';

const [cache, only] = process.argv.slice(2);
const report = loadClassicBank(undefined, only ? only.split(',') : undefined).map((p) => {
  try {
    const deterministic = isDeepStrictEqual(generateInputs(p), generateInputs(loadClassicProblem(p.dir)));
    return { slug: p.slug, dir: buildClassic(p, cache).dir, deterministic };
  } catch (e) {
    return { slug: p.slug, error: (e as Error).message };
  }
});
process.stdout.write(JSON.stringify(report) + '\n');
