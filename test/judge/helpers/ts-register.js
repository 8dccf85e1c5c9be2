// Lets plain node load the judge's TypeScript (the forked worker in tests, the bench):
//   node test/judge/helpers/ts-register.js test/bench/judge.bench.ts [args]
//   node -r ./test/judge/helpers/ts-register.js some.js
// The judge code has no decorators, so a per-file swc transform to CommonJS is enough.
const { transformSync } = require('@swc/core');
const fs = require('node:fs');
const path = require('node:path');

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

if (require.main === module) {
  const entry = path.resolve(process.argv[2]);
  process.argv.splice(1, 2, entry);
  require(entry);
}
