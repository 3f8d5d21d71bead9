#!/usr/bin/env node
// Run by the Dockerfile's deps stage after `npm ci --omit=dev -w @biz/<process>`: deletes every installed
// package the process cannot reach. npm also installs a package's optional peer dependency whenever the
// lockfile holds it for another workspace or the root's tools (typescript, valibot's optional peer, in
// svc-admin; @fastify/static, @nestjs/platform-fastify's, in every Nest process), though nothing loads it.
// Reachable: from the process's workspace, through dependencies, optionalDependencies and the peer
// dependencies not marked optional, each resolved as Node resolves it (the nearest node_modules upwards).
//   node prune-optional-peers.mjs <app folder> <process workspace folder>
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where `name` resolves from the package in `fromDir`, or undefined when it is not installed. */
function resolvePackage(appDir, fromDir, name) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === appDir || dir === dirname(dir)) return undefined;
  }
}

/** The real folders of every package the workspace reaches (itself and its workspace dependencies included). */
export function reachablePackages(appDir, workspaceDir) {
  const reached = new Set();
  const visit = (dir) => {
    const real = realpathSync(dir);
    if (reached.has(real)) return;
    reached.add(real);
    const manifest = JSON.parse(readFileSync(join(real, 'package.json'), 'utf8'));
    const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {}).filter(([, meta]) => meta?.optional).map(([name]) => name);
    const requiredPeers = Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.includes(name));
    for (const name of new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {}), ...requiredPeers])) {
      // An optional dependency of another platform is not installed: nothing to keep.
      const found = resolvePackage(appDir, real, name);
      if (found) visit(found);
    }
  };
  visit(join(appDir, workspaceDir));
  return reached;
}

/** The package folders directly under a node_modules folder (`name`, `@scope/name`); links (workspaces) left out. */
function packagesIn(nodeModules) {
  if (!existsSync(nodeModules)) return [];
  return readdirSync(nodeModules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) => (entry.startsWith('@') ? readdirSync(join(nodeModules, entry)).map((name) => join(nodeModules, entry, name)) : [join(nodeModules, entry)]))
    .filter((dir) => !lstatSync(dir).isSymbolicLink());
}

/** Deletes the packages under `appDir` that `workspaceDir` does not reach; answers their folders. */
export function pruneUnreached(appDir, workspaceDir) {
  const reached = reachablePackages(appDir, workspaceDir);
  const removed = [];
  const sweep = (nodeModules) => {
    for (const dir of packagesIn(nodeModules)) {
      if (reached.has(realpathSync(dir))) sweep(join(dir, 'node_modules'));
      else {
        rmSync(dir, { recursive: true, force: true });
        removed.push(dir);
      }
    }
  };
  const workspaces = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')).workspaces ?? [];
  for (const base of [appDir, ...workspaces.map((ws) => join(appDir, ws))]) sweep(join(base, 'node_modules'));
  // The commands of deleted packages.
  const bin = join(appDir, 'node_modules', '.bin');
  for (const link of existsSync(bin) ? readdirSync(bin) : []) if (!existsSync(join(bin, link))) rmSync(join(bin, link), { force: true });
  return removed;
}

if (import.meta.main) {
  const [appDir, workspaceDir] = process.argv.slice(2);
  if (!appDir || !workspaceDir || !existsSync(join(appDir, workspaceDir, 'package.json'))) {
    console.error('usage: node prune-optional-peers.mjs <app folder> <process workspace folder>');
    process.exit(1);
  }
  const removed = pruneUnreached(appDir, workspaceDir);
  console.log(`prune-optional-peers: ${workspaceDir}: removed ${removed.length} unreached package(s)${removed.length ? `: ${removed.map((dir) => dir.slice(appDir.length + 1)).join(', ')}` : ''}`);
}
