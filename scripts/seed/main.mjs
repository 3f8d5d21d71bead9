#!/usr/bin/env node
// `npm run seed` (scripts/seed/seed.mjs) once the stack is built: the seed speaks the API through the
// contracts' build, which `npm start` makes. Before that, one line says what to run first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './seed-config.mjs';

if (existsSync(join(root, 'contracts/dist/index.js'))) {
  await import('./seed.mjs').catch((error) => {
    // What seed.mjs reads before its own error handling: the variables file (an ENV_FILE that is not there).
    console.error(`[seed] ${error.message}`);
    process.exitCode = 1;
  });
}
else {
  console.error('[seed] The stack is not built yet: start it with `npm start` (it builds and serves), then run `npm run seed` again.');
  process.exitCode = 1;
}
