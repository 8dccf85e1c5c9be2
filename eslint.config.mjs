// Type-aware lint (DESIGN §9): promises must be awaited or voided, switches over unions must be
// exhaustive. `npm run lint` also type-checks server, client and shared types with tsc.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // learners' solutions in the judge's TypeScript mode (its driver declares ListNode, TreeNode, …), not project code
  { ignores: ['dist/**', 'node_modules/**', '.artifacts/**', 'coverage/**', '**/*.js', '**/*.mjs', '**/*.cjs', 'server/seed/classic/**', 'test/judge/solutions/**', 'test/judge/fixtures/**'] },
  {
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'types/**/*.ts', 'config/**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-eval': 'error',
    },
  },
);
