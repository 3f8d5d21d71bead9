import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['.cache/**', '**/dist/**', '**/dist-server/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'contracts/pacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Fakes and harnesses (`@biz/server-kit/testing`, a package's `src/testing/`) are for tests only.
    files: ['server-kit/src/**/*.ts', 'gateway/src/**/*.ts', 'svc-*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts', '**/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@biz/server-kit/testing', '**/testing', '**/testing/*'], message: 'Test helpers stay out of production code.' }] }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
