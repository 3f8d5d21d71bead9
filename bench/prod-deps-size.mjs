#!/usr/bin/env node
// The production dependencies each process's image carries: for every process of scripts/processes.mjs,
// installs them exactly as the Dockerfile's deps stage does (every workspace manifest, the lockfile and
// .npmrc in a scratch folder, `npm ci --omit=dev --ignore-scripts -w @biz/<process>`, then
// scripts/prune-optional-peers.mjs) and prints the size of the resulting node_modules and its heaviest packages. Goal (issue 32, point 5): <= 150 MB each.
//   node bench/prod-deps-size.mjs [--json] [process ...]
// Needs the npm registry or npm's cache (--prefer-offline); nothing of the repo's own node_modules is read.
// Env: BENCH_TOP (8): how many of the heaviest packages to list per process.
import { execFileSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processes } from '../scripts/processes.mjs';
import { pruneUnreached } from '../scripts/prune-optional-peers.mjs';
import { die as dieIn, intSetting } from './lib/load.mjs';

const script = 'prod-deps-size';
const root = fileURLToPath(new URL('..', import.meta.url));
const goalBytes = 150 * 1024 * 1024;
const json = process.argv.includes('--json');
const top = intSetting(script, 'BENCH_TOP', 8, 0, 100);
const die = (message) => dieIn(script, message);

const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
for (const name of named) if (!processes.some((p) => p.name === name)) die(`"${name}" is not a process; the processes are ${processes.map((p) => p.name).join(', ')}`);
const measured = named.length ? processes.filter((p) => named.includes(p.name)) : processes;

/** Bytes of the files under `path` (symlinks not followed: the workspace links hold no dependency). */
function sizeOf(path) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.isFile() ? stat.size : 0;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

/** Each top-level package of `nodeModules` (`name` or `@scope/name`) with its size, what it nests included. */
function packageSizes(nodeModules) {
  const names = readdirSync(nodeModules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) => (entry.startsWith('@') ? readdirSync(join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry]));
  return names.map((name) => ({ name, bytes: sizeOf(join(nodeModules, name)) })).sort((a, b) => b.bytes - a.bytes);
}

/** The Dockerfile's manifests stage: the root manifest, lockfile and .npmrc, and every workspace's package.json. */
function copyManifests(destination) {
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) cpSync(join(root, file), join(destination, file));
  for (const dir of JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces) {
    mkdirSync(join(destination, dir), { recursive: true });
    cpSync(join(root, dir, 'package.json'), join(destination, dir, 'package.json'));
  }
}

function measure(proc) {
  const scratch = mkdtempSync(join(tmpdir(), `prod-deps-${proc.name}-`));
  try {
    copyManifests(scratch);
    try {
      execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', '--loglevel=error', '-w', `@biz/${proc.name}`], {
        cwd: scratch,
        env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (error) {
      die(`npm ci for ${proc.name} failed: ${error.stderr?.toString().trim() || error.message}`);
    }
    const pruned = pruneUnreached(scratch, proc.name).length;
    const nodeModules = join(scratch, 'node_modules');
    const packages = packageSizes(nodeModules);
    return { process: proc.name, bytes: sizeOf(nodeModules), packages: packages.length, pruned, top: packages.slice(0, top) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const results = measured.map(measure);

if (json) {
  console.log(JSON.stringify({ goalMB: goalBytes / 1024 / 1024, results }, null, 2));
} else {
  console.log(`Production node_modules per process image (npm ci --omit=dev -w @biz/<process>, then pruned); goal <= ${mb(goalBytes)} MB each\n`);
  console.log('| process | MB | packages | pruned | goal met | heaviest (MB) |');
  console.log('|---|---:|---:|---:|---|---|');
  for (const r of results) {
    const heaviest = r.top.map((p) => `${p.name} ${mb(p.bytes)}`).join(', ');
    console.log(`| ${r.process} | ${mb(r.bytes)} | ${r.packages} | ${r.pruned} | ${r.bytes <= goalBytes ? 'yes' : 'no'} | ${heaviest} |`);
  }
}
