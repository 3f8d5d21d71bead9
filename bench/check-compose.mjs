#!/usr/bin/env node
// Fails (exit 1, one line per problem) when docker-compose.yml, the Dockerfile, the production build configs
// or .dockerignore drift from the processes `npm start` runs (scripts/processes.mjs) and the runtime topology,
// or would put a spec or a test harness in an image. No Docker needed.
//   node bench/check-compose.mjs [--compose <file relative to the repo root>]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEnds, processes } from '../scripts/processes.mjs';
import { checkStack } from './compose-checks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--compose');
const composePath = flag > 0 ? process.argv[flag + 1] : 'docker-compose.yml';

const readText = (relPath) => {
  const file = join(root, relPath);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

const problems = checkStack({ readText, root, processes, frontEnds, composePath });
if (problems.length) {
  console.error(`check-compose: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`check-compose: ${composePath}, the Dockerfile of its ${processes.length} processes, the production build configs and .dockerignore are in step with scripts/processes.mjs`);
