import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The host and the remotes meet only through Module Federation at run time, never by importing each other.
const frontEnds = ['shell', 'mfe-intake', 'mfe-lockin', 'mfe-admin', 'mfe-client'];
const specs = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts'];

// A package is reached through its exports map (package.json "exports"), never through its folders.
const deepImport = { group: ['@biz/*/src', '@biz/*/src/*', '@biz/*/dist', '@biz/*/dist/*'], message: 'Import the package through its exports map, never its src/ or dist/.' };
const testHelpers = { group: ['@biz/*/testing', '@biz/*/testing/*', '@biz/ui-kit/jest/*', '**/testing', '**/testing/*', '**/jest/*'], message: 'Test helpers stay out of production code.' };
// The worker runs without Nest or a database; server-kit's root loads Nest, pg and Kysely (decision 034).
const serverKitRoot = { name: '@biz/server-kit', message: "The worker imports '@biz/server-kit/without-nest'." };

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
    // Fakes and harnesses (`@biz/*/testing`, a package's `src/testing/`, ui-kit's `jest/`) are for tests only.
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: [...specs, '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImport, testHelpers] }],
    },
  },
  {
    files: ['svc-ai-worker/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [serverKitRoot], patterns: [deepImport] }] },
  },
  {
    files: ['svc-ai-worker/src/**/*.ts'],
    ignores: [...specs, '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [serverKitRoot], patterns: [deepImport, testHelpers] }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.web.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The boundaries hold for production code; a spec may wire both sides of one.
    files: ['**/*.{ts,tsx}'],
    ignores: specs,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          ...frontEnds.map((app) => ({ target: `./${app}`, from: frontEnds.filter((other) => other !== app).map((other) => `./${other}`), message: 'A front end never imports another: they meet through Module Federation.' })),
          // svc-admin's two contexts: the desk reaches the portal only through its public module.
          { target: './svc-admin/src/desk', from: './svc-admin/src/portal', except: ['./portal.module.ts', './portal-facade.ts'], message: 'The desk reaches the portal only through portal.module.ts and its PortalFacade.' },
          { target: './svc-admin/src/portal', from: './svc-admin/src/desk', message: 'The portal never reaches into the desk.' },
          { target: './svc-admin/src/shared', from: ['./svc-admin/src/desk', './svc-admin/src/portal'], message: 'What both contexts share depends on neither.' },
          { target: ['./svc-admin/src/desk', './svc-admin/src/portal', './svc-admin/src/shared'], from: './svc-admin/src/database', message: 'A context queries its own tables (desk-db.ts, portal-db.ts, shared-db.ts): the union is for the migration guard.' },
        ],
      }],
    },
  },
  {
    // Type-aware: a promise is awaited, returned or handled, and never passed where a plain value is expected.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // react-router's navigate returns a promise only under a data router; ours are declarative (sync).
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] }],
      // A form's onSubmit takes react-hook-form's handleSubmit, which handles its own promise.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
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
