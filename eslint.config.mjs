import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// A package is reached through its exports map (package.json "exports"), never through its folders.
const deepImport = { group: ['@biz/*/src', '@biz/*/src/*', '@biz/*/dist', '@biz/*/dist/*'], message: 'Import the package through its exports map, never its src/ or dist/.' };

export default tseslint.config(
  { ignores: ['.cache/**', '**/dist/**', '**/dist-server/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'contracts/pacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [deepImport] }],
    },
  },
  {
    // Fakes and harnesses (`@biz/server-kit/testing`, a package's `src/testing/`) are for tests only.
    files: ['server-kit/src/**/*.ts', 'gateway/src/**/*.ts', 'svc-*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts', '**/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImport, { group: ['@biz/*/testing', '@biz/*/testing/*', '**/testing', '**/testing/*'], message: 'Test helpers stay out of production code.' }] }],
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
