#!/usr/bin/env node
// Fails (exit 1, one line per problem) when a manifest of deploy/k8s is not valid Kubernetes (unknown fields
// included) or drifts from the processes `npm start` runs (scripts/processes.mjs) and the env table
// (.env.example), when a process's Secret holds a key its env schema does not read (built: npx tsc -b first),
// or when the images it runs would hold a spec or a test harness. No cluster needed.
//   node deploy/k8s/check-manifests.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEnds, processes } from '../../scripts/processes.mjs';
import { envKeysOfProcesses } from './env-keys.mjs';
import { checkManifests } from './manifest-checks.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const files = Object.fromEntries(
  readdirSync(here)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => [name, readFileSync(join(here, name), 'utf8')]),
);
const root = join(here, '..', '..');
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const readText = (relPath) => (existsSync(join(root, relPath)) ? readFileSync(join(root, relPath), 'utf8') : null);

const envKeys = await envKeysOfProcesses(root, processes);
const problems = await checkManifests({ files, processes, envExample, readText, root, frontEnds, envKeys });
if (problems.length) {
  console.error(`check-manifests: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`check-manifests: ${Object.keys(files).length} files in deploy/k8s are valid Kubernetes and in step with scripts/processes.mjs and .env.example; their images hold no spec or test harness`);
