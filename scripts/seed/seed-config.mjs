// What the seed talks to, read from the same places `npm start` reads: .env (or ENV_FILE), the process table, RUN_DIR.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf, processes } from '../processes.mjs';
import { stackEnvOf } from '../stack-env.mjs';
import { DEMO_DOMAIN } from './demo-businesses.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The seed's settings; `env` is this process's, with .env (or ENV_FILE) under it as `npm start` loads it. */
export function seedConfig(env = process.env) {
  const all = stackEnvOf(root, env);
  const runDir = resolve(root, all.RUN_DIR);
  const gateway = processes.find((p) => p.name === 'gateway');
  const passwordFile = join(runDir, 'admin-password');
  return {
    nodeEnv: all.NODE_ENV,
    baseUrl: all.SEED_BASE_URL ?? `http://localhost:${portOf(gateway, all)}`,
    // Given, or the one `npm start` made up and kept in RUN_DIR (it writes no file when the password was given).
    adminPassword: all.ADMIN_PASSWORD ?? (existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : undefined),
    demoDomain: all.SEED_DEMO_DOMAIN ?? DEMO_DOMAIN,
    outboxFile: resolve(root, all.EMAIL_OUTBOX_FILE ?? join(runDir, 'outbox.jsonl')),
  };
}
