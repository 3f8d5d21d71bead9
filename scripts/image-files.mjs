#!/usr/bin/env node
// Lays out what the image of one process holds besides its production dependencies: the production build
// (dist/) of the process and of each workspace it depends on, for the gateway the front ends it serves
// (dist/ and dist-server/), and for the gateway, the worker, svc-admin and svc-billing the agency's content file. Refuses (exit 1,
// one line per file) to lay out a spec or a test harness, so no image carries one. The Dockerfile runs it:
//   node scripts/image-files.mjs <process> <destination>
import { cpSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEnds, processes } from './processes.mjs';
import { testOnlyProblemsUnder } from './test-only-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Workspace folders by package name, from the root manifest. */
function workspaceDirs(readManifest) {
  return new Map(readManifest('.').workspaces.map((dir) => [readManifest(dir).name, dir]));
}

/** The folders (relative to the repo root) the image of `processName` copies from the build. */
export function imageFolders(processName, readManifest = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))) {
  const dirOf = workspaceDirs(readManifest);
  const needed = new Set();
  const visit = (dir) => {
    if (needed.has(dir)) return;
    needed.add(dir);
    for (const dep of Object.keys(readManifest(dir).dependencies ?? {})) if (dirOf.has(dep)) visit(dirOf.get(dep));
  };
  visit(processName);
  const builds = [...needed].map((dir) => `${dir}/dist`);
  // The gateway also carries the front ends it serves.
  const served = processName === 'gateway' ? frontEnds.flatMap((name) => [`${dirOf.get(name)}/dist`, `${dirOf.get(name)}/dist-server`]) : [];
  // The agency's shipped content file, their default AGENCY_CONTENT_FILE: the gateway's pages (decision 025), the worker's letterhead (decision 049),
  // svc-admin's default value of a client's saved hour, svc-billing's weekly sprint spots (decision 065).
  const content = ['gateway', 'svc-ai-worker', 'svc-admin', 'svc-billing'].includes(processName) ? ['content'] : [];
  return [...builds, ...served, ...content];
}

if (import.meta.main) {
  const [processName, destination] = process.argv.slice(2);
  if (!processes.some((p) => p.name === processName) || !destination) {
    console.error(`usage: node scripts/image-files.mjs <process> <destination>; the processes are ${processes.map((p) => p.name).join(', ')}`);
    process.exit(1);
  }
  const folders = imageFolders(processName);
  const problems = folders.flatMap((folder) => testOnlyProblemsUnder(join(root, folder), root));
  if (problems.length) {
    console.error(`image-files: the image of ${processName} would hold ${problems.length} test-only file(s)`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  for (const folder of folders) cpSync(join(root, folder), join(destination, folder), { recursive: true });
  console.log(`image-files: ${processName}: ${folders.join(', ')}`);
}
