// One jest run, four projects (DESIGN.md §9). `npm test` runs them all;
// `npx jest --selectProjects server` runs one.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// @nestjs and a few of its dependencies ship ESM only: let swc convert them.
const esm = [
  '@nestjs', 'file-type', 'load-esm', 'uid', 'strtok3', 'token-types', '@tokenizer',
  'uint8array-extras', '@noble', 'yaml', 'cookie', 'content-disposition',
].join('|');
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esm})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // a server test app boots with migrations and the seed: seconds on a busy 2-core machine
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'server', testEnvironment: 'node', roots: ['<rootDir>/test/server'] },
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/client'],
      // `platform/x` resolves to `platform/x.h5.ts` like the H5 build; weapp files are imported by name.
      haste: { defaultPlatform: 'h5', platforms: ['h5', 'weapp'] },
      moduleNameMapper: {
        '^@tarojs/taro$': '<rootDir>/test/helpers/taro-mock.ts',
        '\\.(css|scss)$': '<rootDir>/test/helpers/style-mock.js',
      },
    },
    {
      ...common,
      displayName: 'weapp',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/weapp'],
      // builds dist/weapp once per run (taro build --type weapp)
      globalSetup: '<rootDir>/test/weapp/global-setup.ts',
      // the built mini-program runs as built
      transformIgnorePatterns: [`/node_modules/(?!(${esm})/)`, '/dist/'],
    },
    { ...common, displayName: 'judge', testEnvironment: 'node', roots: ['<rootDir>/test/judge'] },
  ],
};
