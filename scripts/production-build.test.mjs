// `node --test scripts/production-build.test.mjs`: the production build of every node package
// (tsconfig.build.json: what `npm start` runs and the images carry) emits no spec, no test harness and
// nothing that loads one; each image's files are its process's builds (scripts/image-files.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { imageFolders } from './image-files.mjs';
import { processes } from './processes.mjs';
import { testOnlyProblems } from './test-only-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readText = (file) => readFileSync(join(root, file), 'utf8');

test('the production build emits no spec, no test harness and nothing that loads one', () => {
  // Forced, so every file the build writes is written and listed (dist/ may also hold `npx tsc -b`'s specs).
  const build = spawnSync('npx', ['tsc', '-b', 'tsconfig.build.json', '--force', '--listEmittedFiles'], { cwd: root, encoding: 'utf8' });
  assert.equal(build.status, 0, build.stdout + build.stderr);
  const emitted = [...build.stdout.matchAll(/^TSFILE: (.+)$/gm)].map((m) => relative(root, m[1]));
  for (const proc of processes) assert.ok(emitted.includes(proc.entry), `the production build must emit ${proc.entry}`);
  assert.deepEqual(testOnlyProblems(emitted, readText), []);
});

test('a spec, a harness folder and code that loads a harness are reported', () => {
  const planted = {
    'svc-intake/dist/intake/intake.service.js': 'require("./intake.repository");',
    'svc-intake/dist/intake/intake.int-spec.js': '',
    'svc-billing/dist/billing.provider.pact.spec.d.ts': '',
    'svc-billing/dist/testing/fake-stripe-billing.js': '',
    'svc-admin/dist/main.js': 'const testing_1 = require("@biz/server-kit/testing");',
    'svc-ai-worker/dist/worker.d.ts': 'import { FakeOpenAi } from "../testing/pact-worker";',
  };
  assert.deepEqual(testOnlyProblems(Object.keys(planted), (file) => planted[file]), [
    'svc-intake/dist/intake/intake.int-spec.js is a spec',
    'svc-billing/dist/billing.provider.pact.spec.d.ts is a spec',
    'svc-billing/dist/testing/fake-stripe-billing.js is a test harness (a testing/ folder)',
    'svc-admin/dist/main.js loads a test harness (@biz/server-kit/testing)',
    'svc-ai-worker/dist/worker.d.ts loads a test harness (../testing/pact-worker)',
  ]);
});

test('an image holds the builds of its process and of the workspaces it depends on, and the gateway the front ends and the content file (the worker, svc-admin and svc-billing read it too)', () => {
  assert.deepEqual(imageFolders('svc-billing').sort(), ['content', 'contracts/dist', 'server-kit/dist', 'stripe-simulator/dist', 'svc-billing/dist']);
  assert.deepEqual(imageFolders('svc-ai-worker').sort(), ['catalog/dist', 'content', 'contracts/dist', 'server-kit/dist', 'svc-ai-worker/dist']);
  assert.ok(imageFolders('svc-admin').includes('content'), 'svc-admin reads the default value of a saved hour from the content file');
  const gateway = imageFolders('gateway');
  for (const folder of ['gateway/dist', 'server-kit/dist', 'shell/dist', 'mfe-client/dist', 'mfe-client/dist-server', 'content']) assert.ok(gateway.includes(folder), folder);
});
