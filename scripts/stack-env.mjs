// The environment of a stack as `npm start` gives it to its processes, and as `npm run seed` and
// `node scripts/stack-data.mjs drop` read it: this process's environment, over the variables file (`.env` at
// the repository root, or the file ENV_FILE names, relative to the root), over the local defaults below.
// Plain Node, no packages: npm start reads it before anything is built.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

const LOCAL_DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  REDIS_URL: 'redis://127.0.0.1:6379',
  NODE_ENV: 'development',
  RUN_DIR: '.run',
};

/** The stack's environment (see above); a variables file that ENV_FILE names and that does not exist throws. */
export function stackEnvOf(root, env = process.env) {
  const file = resolve(root, env.ENV_FILE ?? '.env');
  if (!existsSync(file) && env.ENV_FILE) throw new Error(`ENV_FILE names ${file}, which does not exist`);
  const fileEnv = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return { ...LOCAL_DEFAULTS, ...fileEnv, ...env };
}
