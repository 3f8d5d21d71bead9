// What the seed talks to, read from the same places `npm start` reads: .env, the process table, RUN_DIR.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { portOf, processes } from '../processes.mjs';
import { DEMO_DOMAIN } from './demo-businesses.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The seed's settings; `env` is this process's, with .env under it as `npm start` loads it. */
export function seedConfig(env = process.env) {
  const fileEnv = existsSync(join(root, '.env')) ? parseEnv(readFileSync(join(root, '.env'), 'utf8')) : {};
  const value = (name) => env[name] ?? fileEnv[name];
  const runDir = resolve(root, value('RUN_DIR') ?? '.run');
  const gateway = processes.find((p) => p.name === 'gateway');
  const passwordFile = join(runDir, 'admin-password');
  return {
    nodeEnv: value('NODE_ENV'),
    baseUrl: value('SEED_BASE_URL') ?? `http://localhost:${portOf(gateway, { ...fileEnv, ...env })}`,
    // Given, or the one `npm start` made up and kept in RUN_DIR (it writes no file when the password was given).
    adminPassword: value('ADMIN_PASSWORD') ?? (existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : undefined),
    demoDomain: value('SEED_DEMO_DOMAIN') ?? DEMO_DOMAIN,
    outboxFile: resolve(root, value('EMAIL_OUTBOX_FILE') ?? join(runDir, 'outbox.jsonl')),
  };
}
