// The environment npm start, the seed and `stack-data.mjs drop` read (scripts/stack-env.mjs): the process's
// environment over the variables file over the local defaults, and ENV_FILE naming another file.
//   node --test scripts/stack-env.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackEnvOf } from './stack-env.mjs';

const root = mkdtempSync(join(tmpdir(), 'stack-env-'));
writeFileSync(join(root, '.env'), 'GATEWAY_PORT=9080\nLOG_LEVEL=debug\n');
writeFileSync(join(root, 'other.env'), 'GATEWAY_PORT=9180\nDATABASE_URL=postgres://other@127.0.0.1:5432/other\n');

test('the environment wins over .env, which wins over the local defaults', () => {
  const env = stackEnvOf(root, { LOG_LEVEL: 'warn' });
  assert.equal(env.GATEWAY_PORT, '9080');
  assert.equal(env.LOG_LEVEL, 'warn');
  assert.equal(env.DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres');
  assert.equal(env.RUN_DIR, '.run');
});

test('ENV_FILE names the file read instead of .env, relative to the root', () => {
  const env = stackEnvOf(root, { ENV_FILE: 'other.env' });
  assert.equal(env.GATEWAY_PORT, '9180');
  assert.equal(env.DATABASE_URL, 'postgres://other@127.0.0.1:5432/other');
  assert.equal(env.LOG_LEVEL, undefined);
});

test('an ENV_FILE that does not exist is refused, a missing .env is not', () => {
  assert.throws(() => stackEnvOf(root, { ENV_FILE: 'nope.env' }), /ENV_FILE names .*nope\.env, which does not exist/);
  assert.equal(stackEnvOf(mkdtempSync(join(tmpdir(), 'stack-env-')), {}).NODE_ENV, 'development');
});
